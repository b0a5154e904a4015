import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * Text fields: the control radius and height of the buttons, a border that turns danger red
 * when the value is invalid. 16 px text, so phones do not zoom in.
 */
export const fieldClass =
  "w-full rounded-control border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger-600";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-36", className)} {...props} />;
}
