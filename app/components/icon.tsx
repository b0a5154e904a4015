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

const sizes = {
  md: { tile: "size-12 rounded-lg", drawing: "size-6" },
  sm: { tile: "size-9 rounded-md", drawing: "size-5" },
} as const;

/** A decorative icon in a tinted tile; the text beside it carries the meaning. */
export function IconTile({
  name,
  size = "md",
  className,
}: {
  name: IconName;
  size?: keyof typeof sizes;
  className?: string;
}) {
  const Drawing = icons[name];
  return (
    <span
      className={cn(
        "inline-flex items-center justify-center bg-brand-50 text-brand-700",
        sizes[size].tile,
        className,
      )}
    >
      <Drawing aria-hidden className={sizes[size].drawing} />
    </span>
  );
}
