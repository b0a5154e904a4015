import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";
import { fieldClass } from "./input";

/**
 * A native <select>, so phones open their own picker and every browser's keyboard works, drawn
 * like the text inputs (height, border, focus ring) with the same chevron in every browser
 * instead of each one's own arrow.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(fieldClass, "h-11 appearance-none pr-10 pl-3", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
