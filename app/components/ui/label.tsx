import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/** How a form field's label is set. */
export const labelClass = "text-sm font-medium text-slate-800";

/**
 * A form label. A native <label> rather than Radix's: all Radix adds is blocking text
 * selection on double-click, and the public pages' JavaScript budget has no room for it.
 */
export function Label({ className, ...props }: ComponentProps<"label">) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
  return <label className={cn(labelClass, className)} {...props} />;
}
