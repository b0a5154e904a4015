import { RotateCw, TriangleAlert } from "lucide-react";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

/**
 * Data that could not be loaded, said in its place with a way to load it again, so a failure
 * never looks like an empty list. The words are the screen's own.
 */
export function FailedLoad({
  title,
  message,
  retry,
}: {
  title: string;
  message: string | null;
  retry: { busy: boolean; label: string; busyLabel: string; onRetry: () => void };
}) {
  return (
    <div
      role="alert"
      data-load-failure
      className="flex flex-col items-start gap-3 rounded-card border border-danger-200 bg-danger-50 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-danger-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-danger-800">{title}</p>
        {message && <p className="mt-0.5 break-words text-sm text-danger-800">{message}</p>}
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={retry.busy}
        focusableWhenDisabled
        onClick={retry.onRetry}
      >
        <RotateCw
          aria-hidden
          className={cn(retry.busy && "animate-spin motion-reduce:animate-none")}
        />
        {retry.busy ? retry.busyLabel : retry.label}
      </Button>
    </div>
  );
}
