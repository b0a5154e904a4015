import {
  BatteryCharging,
  Boxes,
  ChartColumn,
  CircuitBoard,
  ClipboardCheck,
  CodeXml,
  Cog,
  Cpu,
  CreditCard,
  Factory,
  FileCheck,
  Fingerprint,
  Gauge,
  Globe2,
  GraduationCap,
  Handshake,
  Headset,
  IdCard,
  Landmark,
  Layers,
  Leaf,
  LifeBuoy,
  Lock,
  Megaphone,
  Microscope,
  Network,
  PlugZap,
  Ruler,
  ScanEye,
  Server,
  ShieldCheck,
  Sun,
  Truck,
  Users,
  Workflow,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import type { PortalIconName } from "../../../core/schemas/portal";
import { cn } from "../../lib/cn";

// The portal's own icon set, so its drawings stay out of the public pages' bundles.
const icons: Record<PortalIconName, LucideIcon> = {
  battery: BatteryCharging,
  boxes: Boxes,
  chart: ChartColumn,
  "circuit-board": CircuitBoard,
  "clipboard-check": ClipboardCheck,
  code: CodeXml,
  cog: Cog,
  cpu: Cpu,
  "credit-card": CreditCard,
  factory: Factory,
  "file-check": FileCheck,
  fingerprint: Fingerprint,
  gauge: Gauge,
  globe: Globe2,
  "graduation-cap": GraduationCap,
  handshake: Handshake,
  headset: Headset,
  "id-card": IdCard,
  landmark: Landmark,
  layers: Layers,
  leaf: Leaf,
  "life-buoy": LifeBuoy,
  lock: Lock,
  megaphone: Megaphone,
  microscope: Microscope,
  network: Network,
  plug: PlugZap,
  ruler: Ruler,
  "scan-eye": ScanEye,
  server: Server,
  shield: ShieldCheck,
  sun: Sun,
  truck: Truck,
  users: Users,
  workflow: Workflow,
  wrench: Wrench,
  zap: Zap,
};

/**
 * A decorative icon in a tinted tile (40 px); the text beside it carries the meaning. In a card,
 * a title's first line (24 px high, 8 px down) is centred on it.
 */
export function PortalIconTile({ name, className }: { name: PortalIconName; className?: string }) {
  const Drawing = icons[name];
  return (
    <span
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
        className,
      )}
    >
      <Drawing aria-hidden className="size-5" />
    </span>
  );
}
