import { TriangleAlert } from "lucide-react";
import { useRevalidator } from "react-router";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { Button } from "../../../components/ui/button";

/** A view's list could not be loaded: say what failed and offer to try again. */
export function LoadFailure({ title, message }: { title: string; message: string }) {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <TriangleAlert aria-hidden className="mx-auto size-8 text-red-700" />
      <p className="mt-2 font-semibold text-red-900">{title}</p>
      <p className="mt-1 text-red-900">{message}</p>
      <Button
        className="mt-4"
        variant="outline"
        disabled={revalidator.state === "loading"}
        onClick={() => void revalidator.revalidate()}
      >
        {adminPanelText.tryAgain}
      </Button>
    </div>
  );
}
