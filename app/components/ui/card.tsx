import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const tones = {
  light: "border border-slate-200 bg-white shadow-sm",
  dark: "bg-brand-900 text-white shadow-md",
} as const;

/** A rounded panel; `tone` and `padded` replace class overrides, which `cn` does not merge. */
export function Card({
  className,
  tone = "light",
  padded = true,
  ...props
}: ComponentProps<"div"> & { tone?: keyof typeof tones; padded?: boolean }) {
  return <div className={cn("rounded-xl", tones[tone], padded && "p-6", className)} {...props} />;
}
