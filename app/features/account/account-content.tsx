import { ShieldAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { useRevalidator, useSearchParams } from "react-router";
import { accountTexts } from "../../../core/texts/account";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { FailedLoad } from "../../components/failed-load";
import { Button } from "../../components/ui/button";
import type { AccountArea, AccountLoad } from "./account-api";
import { AccountLayout } from "./account-layout";
import { LanguageSection } from "./language-section";
import { PasskeySection } from "./passkey-section";
import { PasswordSection } from "./password-form";
import { SessionsSection } from "./session-list";
import { SignInsSection } from "./sign-in-list";
import { isTwoFactorSetupDue } from "./two-factor-due";
import { TwoFactorSection, useTwoFactorFlow } from "./two-factor-section";
import { useAccountOverview, useLeaveAccount } from "./use-account";

/** The sessions and sign-ins could not be loaded: say so in their place, and offer to retry. */
function LoadFailure({
  message,
  retrying,
  onRetry,
}: {
  message: string | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <FailedLoad
      title={accountTexts.loadFailed}
      message={message}
      retry={{
        busy: retrying,
        label: accountTexts.retry,
        busyLabel: accountTexts.retrying,
        onRetry,
      }}
    />
  );
}

/**
 * Why an admin was brought here: the admin panel asks for two-factor sign-in first
 * (docs/rules.md#two-factor-sign-in). Its button opens the section's set-up.
 */
function SetupDueNotice({ onSetUp }: { onSetUp: (() => void) | null }) {
  return (
    <div
      role="alert"
      data-testid="two-factor-setup-due"
      className="mb-6 flex flex-col items-start gap-3 rounded-card border border-warning-200 bg-warning-50 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <ShieldAlert aria-hidden className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1 text-sm font-medium text-pretty text-slate-900">
        {twoFactorTexts.answers.setupRequiredHere}
      </p>
      {onSetUp && (
        <Button variant="outline" className="shrink-0" onClick={onSetUp}>
          {twoFactorTexts.turnOn}
        </Button>
      )}
    </div>
  );
}

/**
 * The account page's content under the area's page header: the password form at once, the
 * sessions and sign-ins as they arrive (skeleton rows first, then the lists, or what failed).
 */
export function AccountContent({
  area,
  loaded,
}: {
  area: AccountArea;
  loaded: Promise<AccountLoad> | null;
}) {
  const { load, loading } = useAccountOverview(loaded);
  const leave = useLeaveAccount(area);
  const twoFactor = useTwoFactorFlow();
  const [searchParams] = useSearchParams();
  const twoFactorStatus = load?.ok ? load.overview.twoFactor : null;
  const setupDue = isTwoFactorSetupDue(searchParams) && twoFactorStatus?.enabled !== true;
  const revalidator = useRevalidator();
  const sessionsHeading = useRef<HTMLHeadingElement>(null);
  // Set when what has focus goes away with the reload (a signed-out row, the Retry button).
  const focusAfterLoad = useRef(false);

  const reload = (moveFocus = false) => {
    focusAfterLoad.current = moveFocus;
    void revalidator.revalidate();
  };

  useEffect(() => {
    if (loading || !focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    if (load?.ok) sessionsHeading.current?.focus();
  }, [load, loading]);

  const level = area.headingLevel;
  const canSetUp = twoFactorStatus !== null && twoFactor.stage.kind === "status";
  return (
    <>
      {setupDue && <SetupDueNotice onSetUp={canSetUp ? () => twoFactor.ask("setup") : null} />}
      <AccountLayout
        password={<PasswordSection level={level} onChanged={() => reload()} onSignedOut={leave} />}
        twoFactor={
          load && !load.ok ? null : (
            <TwoFactorSection
              level={level}
              status={twoFactorStatus}
              loading={loading}
              flow={twoFactor}
              onChanged={() => reload()}
              onSignedOut={leave}
            />
          )
        }
        passkeys={
          load && !load.ok ? null : (
            <PasskeySection
              level={level}
              passkeys={load?.overview.passkeys ?? null}
              loading={loading}
              onChanged={() => reload()}
              onSignedOut={leave}
            />
          )
        }
        sessions={
          load && !load.ok ? (
            <LoadFailure message={load.message} retrying={loading} onRetry={() => reload(true)} />
          ) : (
            <SessionsSection
              level={level}
              sessions={load?.overview.sessions ?? null}
              loading={loading}
              headingRef={sessionsHeading}
              onEnded={reload}
              onSignedOut={leave}
            />
          )
        }
        signIns={
          !load || load.ok ? (
            <SignInsSection
              level={level}
              signIns={load?.overview.signIns ?? null}
              loading={loading}
            />
          ) : null
        }
        language={<LanguageSection level={level} />}
      />
    </>
  );
}
