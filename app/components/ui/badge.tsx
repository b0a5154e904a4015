import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A short status or label (New, Open, Handled, a role): 12 px semibold on a tint of its tone,
 * with that tone's text shade, which keeps 4.5:1 on the tint.
 */
export const badgeVariants = cva(
  "inline-flex items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      tone: {
        neutral: "border-slate-200 bg-slate-100 text-slate-700",
        brand: "border-brand-100 bg-brand-50 text-brand-800",
        success: "border-success-200 bg-success-50 text-success",
        warning: "border-warning-200 bg-warning-50 text-warning",
        danger: "border-danger-200 bg-danger-50 text-danger",
      },
    },
    defaultVariants: { tone: "neutral" },
  },
);

export function Badge({
  className,
  tone,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
