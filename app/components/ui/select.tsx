import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const selectClass =
  "h-11 w-full appearance-none rounded-control border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-danger-600";

/**
 * A native <select>, so phones open their own picker and every browser's keyboard works, drawn
 * like the text inputs (height, border, focus ring) with the same chevron in every browser
 * instead of each one's own arrow.
 */
export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(selectClass, className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
