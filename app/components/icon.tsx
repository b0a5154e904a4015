import {
  Award,
  ClipboardList,
  Clock,
  Cog,
  Compass,
  Globe2,
  Handshake,
  Layers,
  MapPin,
  Search,
  Ship,
  ShieldCheck,
  Target,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "../../core/content/types";
import { cn } from "../lib/cn";

const icons: Record<IconName, LucideIcon> = {
  award: Award,
  handshake: Handshake,
  globe: Globe2,
  cog: Cog,
  ship: Ship,
  users: Users,
  shield: ShieldCheck,
  target: Target,
  search: Search,
  clipboard: ClipboardList,
  layers: Layers,
  compass: Compass,
  clock: Clock,
  map: MapPin,
};

/** A decorative icon in a tinted tile; the text beside it carries the meaning. */
export function IconTile({ name, className }: { name: IconName; className?: string }) {
  const Drawing = icons[name];
  return (
    <span
      className={cn(
        "inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
        className,
      )}
    >
      <Drawing aria-hidden className="size-6" />
    </span>
  );
}
