import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useState, type Ref } from "react";
import type { AccountSession } from "../../../core/schemas/account";
import { accountTexts } from "../../../core/texts/account";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { showToast } from "../../lib/toast";
import { endOtherSessions, endSession } from "./account-api";
import { AccountSection } from "./account-layout";
import { AddressText } from "./address-text";
import { SkeletonRows } from "./account-skeleton";
import { FirmTime } from "./account-time";

const text = accountTexts.sessions;

/**
 * The kind of device a browser's name tells ("Safari on iPhone"), as its icon: by the system's
 * name at its end, whatever words join it to the browser's.
 */
function DeviceIcon({ browser }: { browser: string }) {
  const Icon = /\b(?:iPhone|Android)$/.test(browser)
    ? Smartphone
    : /\biPad$/.test(browser)
      ? Tablet
      : Monitor;
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-control bg-slate-100 text-slate-600">
      <Icon aria-hidden className="size-5" />
    </span>
  );
}

/** This session first, then the others, the most recently active first. */
function inOrder(sessions: readonly AccountSession[]): AccountSession[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );
}

function SessionRow({
  session,
  busy,
  onSignOut,
}: {
  session: AccountSession;
  busy: boolean;
  onSignOut: () => void;
}) {
  const nameId = `session-${session.id}-name`;
  const addressId = `session-${session.id}-address`;
  return (
    <li
      data-testid="account-session"
      data-current={session.current || undefined}
      className="flex gap-3 px-4 py-4 sm:px-5"
    >
      <DeviceIcon browser={session.browser} />
      <div className="min-w-0 flex-1">
        {/* Sign out on the name's line, at its right, at every width, as the passkeys' Remove:
            every row then has the same lines, with or without it. */}
        <div className="flex items-start gap-2">
          <p className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
            <span
              id={nameId}
              className="text-[15px]/6 font-medium text-slate-900 [overflow-wrap:anywhere]"
            >
              {session.browser}
            </span>
            {session.current && <Badge tone="brand">{text.thisSession}</Badge>}
          </p>
          {!session.current && (
            // Quiet, 36 px tall for touch; its margins keep the line the name's height.
            <Button
              variant="quiet"
              size="sm"
              className="-my-1.5 -mr-2 shrink-0"
              aria-describedby={`${nameId} ${addressId}`}
              disabled={busy}
              focusableWhenDisabled
              onClick={onSignOut}
            >
              {text.signOut}
            </Button>
          )}
        </div>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-700">
          <AddressText id={addressId} address={session.address} />
          {/* On a line of its own when the address takes the width: never starting with a dot. */}
          <span>{accountTexts.signInWay(session.source, session.method)}</span>
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
          <div className="flex gap-1.5">
            <dt>{text.signedIn}</dt>
            <dd>
              <FirmTime iso={session.signedInAt} />
            </dd>
          </div>
          <div className="flex gap-1.5">
            <dt>{text.lastSeen}</dt>
            <dd>
              <FirmTime iso={session.lastSeenAt} />
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}

/**
 * Where you are signed in: every session of the account, this one marked and kept; any other
 * can be signed out, one by one or all at once. `sessions` is null until the first answer.
 */
export function SessionsSection({
  level,
  sessions,
  loading,
  headingRef,
  onEnded,
  onSignedOut,
}: {
  level: 2 | 3;
  sessions: readonly AccountSession[] | null;
  /** The list is being loaded again: its actions wait. */
  loading: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** Reload the list; `moveFocus` when the control that had focus is going away. */
  onEnded: (moveFocus: boolean) => void;
  onSignedOut: () => void;
}) {
  // The session being signed out, or all the others.
  const [pending, setPending] = useState<string | null>(null);
  const busy = loading || pending !== null;

  const run = async (key: string, call: () => Promise<{ ok: boolean; status: number }>) => {
    setPending(key);
    const result = await call();
    setPending(null);
    if (result.status === 401) {
      onSignedOut();
      return false;
    }
    if (!result.ok) void showToast({ variant: "destructive", ...text.failed });
    // A failure too: the session may have ended meanwhile, and the list should say so.
    onEnded(result.ok);
    return result.ok;
  };

  const signOut = async (session: AccountSession) => {
    if (await run(session.id, () => endSession(session.id))) {
      void showToast({ variant: "success", ...text.signedOut });
    }
  };

  const signOutOthers = async () => {
    let ended = 0;
    const ok = await run("others", async () => {
      const result = await endOtherSessions();
      if (result.ok) ended = result.data.ended;
      return result;
    });
    if (ok) void showToast({ variant: "success", ...text.othersSignedOut(ended) });
  };

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <AccountSection
      id="account-sessions"
      level={level}
      title={text.title}
      intro={text.intro}
      busy={loading && sessions !== null}
      headingRef={headingRef}
    >
      {sessions === null ? (
        <SkeletonRows rows={2} label={accountTexts.loading} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {inOrder(sessions).map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                busy={busy}
                onSignOut={() => void signOut(session)}
              />
            ))}
          </ul>
          <div className="border-t border-slate-200 px-4 py-3 sm:px-5">
            {others > 0 ? (
              <Button
                variant="outline"
                disabled={busy}
                focusableWhenDisabled
                onClick={() => void signOutOthers()}
              >
                {text.signOutOthers}
              </Button>
            ) : (
              <p className="text-sm text-slate-600">{text.onlyThisOne}</p>
            )}
          </div>
        </>
      )}
    </AccountSection>
  );
}
