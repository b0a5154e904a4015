import type { ReactNode } from "react";
import type { IconItem } from "../../core/content/types";
import { IconTile } from "./icon";
import { Card } from "./ui/card";

/** Icon, title and a short text: the building block of most sections. */
export function FeatureCard({ item, children }: { item: IconItem; children?: ReactNode }) {
  return (
    <Card className="flex h-full flex-col">
      <IconTile name={item.icon} />
      <h3 className="mt-5 text-xl font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-3 leading-relaxed text-slate-700">{item.description}</p>
      {children}
    </Card>
  );
}
