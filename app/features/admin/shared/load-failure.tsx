import { RotateCw, TriangleAlert } from "lucide-react";
import { useRevalidator } from "react-router";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

/**
 * A view's list could not be loaded: say what failed and offer to load it again, in place of
 * the list, so a failure never looks like an empty list.
 */
export function LoadFailure({ title, message }: { title: string; message: string }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === "loading";
  return (
    <div
      role="alert"
      data-load-failure
      className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-red-700" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-red-900">{title}</p>
        <p className="mt-0.5 break-words text-sm text-red-900">{message}</p>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={retrying}
        focusableWhenDisabled
        onClick={() => void revalidator.revalidate()}
      >
        <RotateCw
          aria-hidden
          className={cn(retrying && "animate-spin motion-reduce:animate-none")}
        />
        {retrying ? adminPanelText.retrying : adminPanelText.retry}
      </Button>
    </div>
  );
}
