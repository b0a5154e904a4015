import { Check } from "lucide-react";
import type { IconItem } from "../../core/content/types";
import { FeatureCard } from "./feature-card";

/** A service: icon, title, a short text and the main tasks it covers. */
export function ServiceCard({ item, points }: { item: IconItem; points: readonly string[] }) {
  return (
    <FeatureCard item={item}>
      <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-slate-700">
            <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </FeatureCard>
  );
}
