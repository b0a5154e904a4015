import { ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { TwoFactorSetup, TwoFactorStatus } from "../../../core/schemas/two-factor";
import { twoFactorLimits } from "../../../core/limits";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { showToast } from "../../lib/toast";
import { AccountSection, Bar } from "./account-layout";
import { PasswordDialog, type PasswordStep } from "./password-dialog";
import { useSectionDialogs, useSectionFocus } from "./section-focus";
import { RecoveryCodesPanel } from "./recovery-codes";
import {
  renewRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
  type RecoveryCodes,
} from "./two-factor-api";
import { TwoFactorSetupPanel } from "./two-factor-setup";

const text = twoFactorTexts;

/** What the section shows: the state with its actions, the set-up, or new recovery codes. */
export type TwoFactorStage =
  | { kind: "status" }
  | { kind: "setup"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: readonly string[] };

/** Which password dialog is open. */
export type TwoFactorAsk = "setup" | "turnOff" | "newCodes";

/**
 * The section's steps, held by the page: the notice at its top (an admin sent here to set it
 * up) opens the same set-up as the section's own button.
 */
export function useTwoFactorFlow() {
  const [stage, setStage] = useState<TwoFactorStage>({ kind: "status" });
  return { stage, setStage, ...useSectionDialogs<TwoFactorAsk>() };
}

export type TwoFactorFlow = ReturnType<typeof useTwoFactorFlow>;

const setupStep: PasswordStep<TwoFactorSetup> = {
  title: text.password.setup.title,
  description: text.setup.passwordPrompt,
  submit: text.password.setup.submit,
  send: startTwoFactorSetup,
};

const turnOffStep: PasswordStep<{ ok: true }> = {
  ...text.password.turnOff,
  destructive: true,
  send: turnOffTwoFactor,
};

const newCodesStep: PasswordStep<RecoveryCodes> = {
  ...text.password.newCodes,
  send: renewRecoveryCodes,
};

/**
 * Two-factor sign-in (docs/rules.md#two-factor-sign-in): On or Off with the recovery codes
 * left; Off sets it up (password, QR code and key, a code from the app, then the recovery codes
 * once); On turns it off or makes new recovery codes, each after the password. `status` is null
 * until the first answer.
 */
export function TwoFactorSection({
  level,
  status,
  loading,
  flow,
  onChanged,
  onSignedOut,
}: {
  level: 2 | 3;
  status: TwoFactorStatus | null;
  /** The page's data is being loaded again: the actions wait. */
  loading: boolean;
  flow: TwoFactorFlow;
  /** Load the page's data again, the state of two-factor sign-in with it. */
  onChanged: () => void;
  onSignedOut: () => void;
}) {
  const { stage, setStage, asking, ask } = flow;
  const { sectionHeading, stepHeading, focusAfter, close, closeFocus } = useSectionFocus(
    flow,
    stage,
  );
  // What a change made the state, shown until the reload that follows it brings the server's.
  const [expected, setExpected] = useState<{
    next: TwoFactorStatus;
    from: TwoFactorStatus | null;
  } | null>(null);

  const changed = (next: TwoFactorStatus) => {
    setExpected({ next, from: status });
    onChanged();
  };

  const shown = expected && expected.from === status ? expected.next : status;
  const busy = loading || shown === null;
  return (
    <AccountSection
      id="account-two-factor"
      level={level}
      title={text.title}
      intro={text.intro}
      busy={loading && status !== null}
      headingRef={sectionHeading}
    >
      <div className="@container">
        {stage.kind === "setup" ? (
          <TwoFactorSetupPanel
            level={level}
            setup={stage.setup}
            headingRef={stepHeading}
            onTurnedOn={({ recoveryCodes }) => {
              void showToast({ variant: "success", ...text.toasts.turnedOn });
              focusAfter("step");
              setStage({ kind: "codes", codes: recoveryCodes });
              changed({ enabled: true, recoveryCodesLeft: recoveryCodes.length });
            }}
            onCancel={() => {
              focusAfter("section");
              setStage({ kind: "status" });
            }}
            onSignedOut={onSignedOut}
            onStale={() => {
              focusAfter("section");
              setStage({ kind: "status" });
              onChanged();
            }}
          />
        ) : stage.kind === "codes" ? (
          <RecoveryCodesPanel
            level={level}
            codes={stage.codes}
            headingRef={stepHeading}
            onDone={() => {
              focusAfter("section");
              setStage({ kind: "status" });
            }}
          />
        ) : (
          <div className="space-y-4 p-4 sm:p-5">
            {shown === null ? (
              <div className="space-y-3">
                <Bar className="h-5 w-32" />
                <Bar className="h-11 w-56 max-w-full rounded-control" />
                <p role="status" className="sr-only">
                  {text.loading}
                </p>
              </div>
            ) : (
              <>
                <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <dt className="font-medium text-slate-700">{text.status}</dt>
                  <dd>
                    {shown.enabled ? (
                      <Badge tone="success">
                        <ShieldCheck aria-hidden />
                        {text.on}
                      </Badge>
                    ) : (
                      <Badge tone="neutral">
                        <ShieldAlert aria-hidden />
                        {text.off}
                      </Badge>
                    )}
                  </dd>
                  {shown.enabled && (
                    <dd
                      className={
                        shown.recoveryCodesLeft < twoFactorLimits.recoveryCodes / 2
                          ? "font-medium text-warning"
                          : "text-slate-600"
                      }
                    >
                      {text.recoveryCodesLeft(shown.recoveryCodesLeft)}
                    </dd>
                  )}
                </dl>
                <div className="flex flex-wrap gap-3">
                  {shown.enabled ? (
                    <>
                      <Button
                        variant="outline"
                        disabled={busy}
                        focusableWhenDisabled
                        onClick={() => ask("newCodes")}
                      >
                        {text.newRecoveryCodes}
                      </Button>
                      <Button
                        variant="outline"
                        disabled={busy}
                        focusableWhenDisabled
                        onClick={() => ask("turnOff")}
                      >
                        {text.turnOff}
                      </Button>
                    </>
                  ) : (
                    <Button disabled={busy} focusableWhenDisabled onClick={() => ask("setup")}>
                      {text.turnOn}
                    </Button>
                  )}
                </div>
              </>
            )}
          </div>
        )}
      </div>
      <PasswordDialog
        step={setupStep}
        open={asking === "setup"}
        onClose={close}
        onCloseAutoFocus={closeFocus}
        onSignedOut={onSignedOut}
        onDone={(setup) => {
          focusAfter("step");
          setStage({ kind: "setup", setup });
          close();
        }}
      />
      <PasswordDialog
        step={turnOffStep}
        open={asking === "turnOff"}
        onClose={close}
        onCloseAutoFocus={closeFocus}
        onSignedOut={onSignedOut}
        onDone={() => {
          void showToast({ variant: "success", ...text.toasts.turnedOff });
          focusAfter("section");
          close();
          changed({ enabled: false, recoveryCodesLeft: 0 });
        }}
      />
      <PasswordDialog
        step={newCodesStep}
        open={asking === "newCodes"}
        onClose={close}
        onCloseAutoFocus={closeFocus}
        onSignedOut={onSignedOut}
        onDone={({ recoveryCodes }) => {
          void showToast({ variant: "success", ...text.toasts.newCodes });
          focusAfter("step");
          setStage({ kind: "codes", codes: recoveryCodes });
          close();
          changed({ enabled: true, recoveryCodesLeft: recoveryCodes.length });
        }}
      />
    </AccountSection>
  );
}
