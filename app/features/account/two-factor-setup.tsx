import { useId, type FormEvent, type Ref } from "react";
import type { TwoFactorSetup } from "../../../core/schemas/two-factor";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { Input } from "../../components/ui/input";
import { CopyButton } from "../../components/copy-button";
import { labelClass } from "../../components/ui/label";
import { showToast } from "../../lib/toast";
import { useFieldSend } from "../../lib/use-field-send";
import { confirmTwoFactor, type RecoveryCodes } from "./two-factor-api";
import { StepActions, StepField, SubHeading } from "./two-factor-parts";

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
  const { fieldRef, error, setError, refuse: refused, busy, send, isSending } = useFieldSend();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending()) return;
    const code = fieldRef.current?.value.trim() ?? "";
    if (!code) {
      refused(text.codeRequired);
      return;
    }
    const result = await send(() => confirmTwoFactor(code));
    if (!result) return;
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
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-4 p-4 sm:p-5">
      <div className="space-y-1">
        <SubHeading level={level} id={titleId} headingRef={headingRef}>
          {twoFactorTexts.password.setup.title}
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
            <dd>
              <CopyButton
                text={setup.secret.replace(/\s+/g, "")}
                label={text.copyKey}
                copiedLabel={text.copied}
              />
            </dd>
          </dl>
          <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
            <StepField fieldId={fieldId} label={text.codeLabel} hint={text.codeHint} error={error}>
              {(described) => (
                <Input
                  ref={fieldRef}
                  id={fieldId}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  className="block max-w-48 font-mono tracking-wider tabular-nums"
                  {...described}
                  onInput={() => setError(null)}
                />
              )}
            </StepField>
            <StepActions
              busy={busy}
              submit={text.confirm}
              submitting={text.confirming}
              cancel={text.cancel}
              onCancel={onCancel}
            />
          </form>
        </div>
      </div>
    </div>
  );
}
