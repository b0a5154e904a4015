import { useId, useRef, useState, type FormEvent, type Ref } from "react";
import type { TwoFactorSetup } from "../../../core/schemas/two-factor";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label, labelClass } from "../../components/ui/label";
import { showToast } from "../../lib/toast";
import { confirmTwoFactor, type RecoveryCodes } from "./two-factor-api";
import { SubHeading } from "./two-factor-parts";

const text = twoFactorTexts.setup;

/**
 * The server's QR code as an image, never as markup in the page: an SVG it drew from the
 * otpauth:// address, shown from a data: address (the site's CSP allows data: images).
 */
function qrSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The set-up after the password: the key as a QR code and as text, then a code from the app
 * and Turn on. A wrong code is said under the field, which keeps focus; the recovery codes go
 * to `onTurnedOn`.
 */
export function TwoFactorSetupPanel({
  level,
  setup,
  headingRef,
  onTurnedOn,
  onCancel,
  onSignedOut,
  onStale,
}: {
  level: 2 | 3;
  setup: TwoFactorSetup;
  headingRef: Ref<HTMLHeadingElement>;
  onTurnedOn: (answer: RecoveryCodes) => void;
  onCancel: () => void;
  /** The server no longer accepts the session (401). */
  onSignedOut: () => void;
  /** The set-up is no longer the server's (409: it was started again elsewhere, or ended). */
  onStale: () => void;
}) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const refused = (message: string) => {
    setError(message);
    fieldRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const code = fieldRef.current?.value.trim() ?? "";
    if (!code) {
      refused(text.codeRequired);
      return;
    }
    sending.current = true;
    setBusy(true);
    const result = await confirmTwoFactor(code);
    sending.current = false;
    setBusy(false);
    if (result.ok) {
      onTurnedOn(result.data);
      return;
    }
    if (result.status === 401) {
      onSignedOut();
      return;
    }
    const fieldError = result.error?.fieldErrors?.code;
    if (result.status === 400 && fieldError) {
      refused(fieldError);
      return;
    }
    void showToast({
      variant: "destructive",
      title: twoFactorTexts.toasts.failed.title,
      description: result.error?.message ?? twoFactorTexts.toasts.failed.description,
    });
    if (result.status === 409) onStale();
  };

  const titleId = `${id}-title`;
  const fieldId = `${id}-code`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <SubHeading level={level} id={titleId} headingRef={headingRef}>
          {twoFactorTexts.turnOn}
        </SubHeading>
        <p className="text-sm text-pretty text-slate-700">{text.scan}</p>
      </div>
      <div className="flex flex-col gap-5 @lg:flex-row @lg:items-start">
        <img
          src={qrSource(setup.qrSvg)}
          alt={text.qrAlt}
          width={176}
          height={176}
          className="size-44 shrink-0 rounded-control border border-slate-200 bg-white"
        />
        <div className="min-w-0 flex-1 space-y-4">
          <dl className="space-y-1.5">
            <dt className={labelClass}>{text.secretLabel}</dt>
            <dd
              data-testid="two-factor-key"
              className="rounded-control border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-base tracking-wide text-slate-900 select-all [overflow-wrap:anywhere]"
            >
              {setup.secret}
            </dd>
          </dl>
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={fieldId}>{text.codeLabel}</Label>
              <Input
                ref={fieldRef}
                id={fieldId}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                spellCheck={false}
                className="block max-w-48 font-mono tracking-wider tabular-nums"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                onInput={() => setError(null)}
              />
              <p id={hintId} className="text-sm text-slate-600">
                {text.codeHint}
              </p>
              {error && (
                <p id={errorId} className="text-sm text-danger-700">
                  {error}
                </p>
              )}
            </div>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={busy} focusableWhenDisabled>
                {busy ? text.confirming : text.confirm}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={busy}
                focusableWhenDisabled
                onClick={onCancel}
              >
                {text.cancel}
              </Button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
