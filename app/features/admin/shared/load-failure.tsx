import { useRevalidator } from "react-router";
import { adminPanelText } from "../../../../core/texts/admin-panel";
import { FailedLoad } from "../../../components/failed-load";

/**
 * A view's list could not be loaded: say what failed and offer to load it again (the view's
 * loader), in place of the list, so a failure never looks like an empty list.
 */
export function LoadFailure({ title, message }: { title: string; message: string }) {
  const revalidator = useRevalidator();
  return (
    <FailedLoad
      title={title}
      message={message}
      retry={{
        busy: revalidator.state === "loading",
        label: adminPanelText.retry,
        busyLabel: adminPanelText.retrying,
        onRetry: () => void revalidator.revalidate(),
      }}
    />
  );
}
