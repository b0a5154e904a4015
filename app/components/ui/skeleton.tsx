import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A grey block standing in for content that is loading, sized by the caller. Hidden from
 * assistive technology: the region around it says that it is loading.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden
      className={cn("animate-pulse rounded-control bg-slate-200", className)}
      {...props}
    />
  );
}
