import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * What every form field shares (text inputs, text areas, selects): the control radius of the
 * buttons, a border that turns danger red when the value is invalid, 16 px text so phones do not
 * zoom in.
 */
export const fieldClass =
  "w-full rounded-control border border-slate-300 bg-white text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger-600";

const typedFieldClass = cn(fieldClass, "px-3 py-2 placeholder:text-slate-500");

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(typedFieldClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(typedFieldClass, "min-h-36", className)} {...props} />;
}
