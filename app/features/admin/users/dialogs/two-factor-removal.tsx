import { ShieldCheck } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { userFormText } from "../../../../../core/texts/admin-panel";
import type { ManagedUser } from "../../../../../core/schemas/admin-users";
import { Button } from "../../../../components/ui/button";
import { showToast } from "../../../../lib/toast";
import { failureMessage, useLeavePanel } from "../../shared/admin-api";
import { removeTwoFactor } from "../users-api";

const text = userFormText.twoFactor;

/**
 * Edit User's part for an account with two-factor sign-in: an admin removes it for an owner who
 * lost their phone. It asks once more in place before it acts, as it cannot be undone here.
 */
export function TwoFactorRemoval({
  user,
  onRemoved,
}: {
  user: ManagedUser;
  onRemoved: () => void;
}) {
  const id = useId();
  const leave = useLeavePanel();
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // The question replaces the button that asked it: focus goes to its answer.
  useEffect(() => {
    if (asking) confirmButton.current?.focus();
  }, [asking]);

  async function remove() {
    setRemoving(true);
    const result = await removeTwoFactor(user.userId);
    setRemoving(false);
    if (result.ok) {
      void showToast({ variant: "success", title: text.removed });
      onRemoved();
      return;
    }
    if (leave(result)) return;
    void showToast({
      variant: "destructive",
      title: text.failed,
      description: failureMessage(result),
    });
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck aria-hidden className="size-4 text-brand-700" />
        {text.title}
      </h3>
      <p className="mt-1 text-slate-700">{text.on}</p>
      {asking ? (
        <div className="mt-3 space-y-2" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="font-medium text-slate-900 [overflow-wrap:anywhere]">
            {text.confirm(user.email)}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="destructive"
              disabled={removing}
              focusableWhenDisabled
              onClick={() => void remove()}
              ref={confirmButton}
            >
              {removing ? text.removing : text.confirmRemove}
            </Button>
            <Button type="button" variant="outline" onClick={() => setAsking(false)}>
              {text.keep}
            </Button>
          </div>
        </div>
      ) : (
        <Button type="button" variant="outline" className="mt-3" onClick={() => setAsking(true)}>
          {text.remove}
        </Button>
      )}
    </section>
  );
}
