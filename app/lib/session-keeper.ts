/**
 * Keeps a signed-in session going while the person uses the site, and ends it when they do
 * not (docs/rules.md#inactivity, docs/rules.md#refresh): the access token is refreshed shortly
 * before it expires, telling the server how long the person has been idle; 25 minutes after
 * the last input a warning, after 30 a sign-out. Input in any tab counts for all of them.
 * Runs only while signed in; idle time counts from the last input the page recorded, not
 * from when this module arrived.
 */
import { partnerInactivity, sessionRefresh } from "../../core/limits";
import type { SessionAnswer } from "../../core/schemas/auth";
import { postJson } from "./api-client";
import { lastPageActivity, onPageActivity } from "./page-activity";
import { currentSession, sessionEnded, sessionStarted, signOut } from "./session";
import { localExpiry } from "./session-clock";
import { parseSessionInfo } from "./session-info";
import { readStoredNumber, storeNumber } from "./stored-number";

/** The Session Expiring Soon toast's name, so it can be closed once it no longer applies. */

/** How often at most a tab writes its last activity for the others to read. */
export const activityShareEveryMs = 5_000;
export const activityStorageKey = "lastActivityAt";

export type RefreshOutcome = "refreshed" | "ended" | "failed";

export interface KeeperDeps {
  now(): number;
  /** The person's last input in this tab before the keeper started (the page's opening at the earliest). */
  lastInputAt: number;
  /** When the access token expires, on this browser's clock; null once the session is gone. */
  accessExpiresAt(): number | null;
  refresh(idleMs: number): Promise<RefreshOutcome>;
  /** The last activity of any tab, as shared through storage, or null. */
  readSharedActivity(): number | null;
  writeSharedActivity(at: number): void;
  warn(): void;
  /** The warning no longer applies (activity, Stay signed in, the keeper stopped). */
  clearWarning(): void;
  /** Idle too long: sign out. */
  expire(): Promise<void> | void;
  /** The server ended the session (refresh answered 401). */
  lost(): void;
}

export interface SessionKeeper {
  /** Call on every mouse, key, scroll or touch event. */
  activity(): void;
  /**
   * Stay signed in, from the warning: counts as activity and refreshes at once, reporting no
   * idle time, so the server's idle clock starts again too.
   */
  staySignedIn(): Promise<RefreshOutcome | null>;
  stop(): void;
}

/**
 * The timing rules, on plain timers and an injected clock so tests can move time. Nothing
 * here counts as activity but the person's own events: refreshing and checking never extend
 * an idle session.
 */
export function createSessionKeeper(deps: KeeperDeps): SessionKeeper {
  let lastActivity = Math.min(deps.lastInputAt, deps.now());
  let lastShared = Number.NEGATIVE_INFINITY;
  let trailingShare: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let stopped = false;
  // Every check also looks at the idle time: a timer that fires late (a sleeping laptop, a
  // throttled background tab, a clock moved forward) delays neither warning nor sign-out by
  // more than one check. Runs checkIdle and checkRefresh, defined below.
  const checkTimer = setInterval(() => {
    checkIdle();
    void checkRefresh();
  }, sessionRefresh.checkEveryMs);

  const share = () => {
    lastShared = deps.now();
    // Never moves the shared time back: another tab may have been used since.
    if (lastActivity > (deps.readSharedActivity() ?? 0)) deps.writeSharedActivity(lastActivity);
  };

  const latestActivity = () => Math.max(lastActivity, deps.readSharedActivity() ?? 0);

  const stop = () => {
    stopped = true;
    clearTimeout(idleTimer);
    clearTimeout(trailingShare);
    clearInterval(checkTimer);
    if (warned) deps.clearWarning();
    warned = false;
  };

  const expire = () => {
    stop();
    void deps.expire();
  };

  const checkIdle = () => {
    if (stopped) return;
    clearTimeout(idleTimer);
    const idle = deps.now() - latestActivity();
    if (idle >= partnerInactivity.timeoutMs) {
      expire();
      return;
    }
    if (idle < partnerInactivity.warningMs) {
      if (warned) deps.clearWarning();
      warned = false;
    } else if (!warned) {
      warned = true;
      deps.warn();
    }
    // Wake when the next threshold falls due; activity meanwhile just moves it further.
    const next =
      idle < partnerInactivity.warningMs
        ? partnerInactivity.warningMs
        : partnerInactivity.timeoutMs;
    idleTimer = setTimeout(checkIdle, next - idle);
  };

  const refresh = async (idle: number): Promise<RefreshOutcome> => {
    refreshing = deps.refresh(idle);
    const outcome = await refreshing;
    refreshing = null;
    if (outcome === "ended" && !stopped) {
      stop();
      deps.lost();
    }
    // "failed" (offline, a server error): the next check tries again.
    return outcome;
  };

  const checkRefresh = async () => {
    if (stopped || refreshing) return;
    const expiresAt = deps.accessExpiresAt();
    if (expiresAt === null) return;
    const left = expiresAt - deps.now();
    if (left > sessionRefresh.refreshWithinMs) return;
    const idle = deps.now() - latestActivity();
    if (idle >= partnerInactivity.timeoutMs) {
      expire();
      return;
    }
    await refresh(idle);
  };

  const activity = () => {
    if (stopped) return;
    lastActivity = deps.now();
    const sinceShared = lastActivity - lastShared;
    if (sinceShared >= activityShareEveryMs) {
      clearTimeout(trailingShare);
      trailingShare = undefined;
      share();
    } else if (trailingShare === undefined) {
      // The last movement before a pause still reaches the other tabs.
      trailingShare = setTimeout(() => {
        trailingShare = undefined;
        share();
      }, activityShareEveryMs - sinceShared);
    }
  };

  const staySignedIn = async (): Promise<RefreshOutcome | null> => {
    if (stopped) return null;
    lastActivity = deps.now();
    clearTimeout(trailingShare);
    trailingShare = undefined;
    share();
    checkIdle();
    // A refresh already under way may have reported the idle time: this one reports none.
    if (refreshing) await refreshing;
    if (stopped) return null;
    // The click on Stay signed in was the person's own input, just now.
    return refresh(0);
  };

  share();
  checkIdle();
  void checkRefresh();

  return { activity, staySignedIn, stop };
}

/**
 * `sessionAnswerSchema`'s shape, checked by hand like `parseSessionInfo`: here rather than
 * beside it, so the public pages' shared bundle does not carry it.
 */
export function parseSessionAnswer(value: unknown): SessionAnswer | null {
  if (typeof value !== "object" || value === null) return null;
  const { session, expiresInMs } = value as { session?: unknown; expiresInMs?: unknown };
  const info = parseSessionInfo(session);
  if (!info || !Number.isSafeInteger(expiresInMs) || (expiresInMs as number) < 0) return null;
  return { session: info, expiresInMs: expiresInMs as number };
}

async function refreshSession(idleMs: number): Promise<RefreshOutcome> {
  const askedAt = Date.now();
  const result = await postJson<unknown>("/api/auth/refresh", { idleMs });
  if (result.ok) {
    const answer = parseSessionAnswer(result.data);
    if (answer) sessionStarted(answer, askedAt);
    return "refreshed";
  }
  return result.status === 401 ? "ended" : "failed";
}

function readSharedActivity(): number | null {
  const at = readStoredNumber(activityStorageKey);
  return at !== null && at > 0 ? at : null;
}

/** What the keeper asks of the page: show the warning with its Stay signed in, take it away. */
export interface WarningControls {
  show(staySignedIn: () => void): void;
  clear(): void;
}

/** Starts the keeper in this tab, warning through `warning`; returns the function that stops it. */
export function startSessionKeeper(warning: WarningControls): () => void {
  const keeper: SessionKeeper = createSessionKeeper({
    now: () => Date.now(),
    lastInputAt: lastPageActivity(),
    accessExpiresAt: () => {
      const session = currentSession();
      return session ? localExpiry(session.expiresAt) : null;
    },
    refresh: refreshSession,
    readSharedActivity,
    writeSharedActivity: (at) => storeNumber(activityStorageKey, at),
    warn: () => warning.show(() => void keeper.staySignedIn()),
    clearWarning: () => warning.clear(),
    expire: async () => {
      await signOut("expired");
    },
    lost: () => sessionEnded("lost"),
  });
  const stopListening = onPageActivity(keeper.activity);
  return () => {
    keeper.stop();
    stopListening();
  };
}
