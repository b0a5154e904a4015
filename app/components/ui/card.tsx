import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

// Surfaces have a border, not a shadow: the one shadow level is for what floats.
const tones = {
  light: "border border-slate-200 bg-white",
  dark: "border border-brand-900 bg-brand-900 text-white",
} as const;

/**
 * A panel with the card radius; `tone` and `padded` replace class overrides, which `cn` does
 * not merge.
 */
export function Card({
  className,
  tone = "light",
  padded = true,
  ...props
}: ComponentProps<"div"> & { tone?: keyof typeof tones; padded?: boolean }) {
  return <div className={cn("rounded-card", tones[tone], padded && "p-6", className)} {...props} />;
}
