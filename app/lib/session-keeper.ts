/**
 * Keeps a signed-in session going while the person uses the site, and ends it when they do
 * not (SPEC §4, §9): the access token is refreshed shortly before it expires, telling the
 * server how long the person has been idle; after 25 idle minutes a warning, after 30 a
 * sign-out. Activity in any tab counts for all of them. Runs only while signed in.
 */
import { partnerInactivity, sessionRefresh } from "../../core/limits";
import { sessionActions, sessionMessages } from "../../core/texts/session";
import type { SessionInfo } from "../../core/schemas/auth";
import { postJson } from "./api-client";
import { currentSession, sessionEnded, sessionStarted, signOut } from "./session";
import { parseSessionInfo } from "./session-info";
import { dismissToast, showToast } from "./toast";

/** The Session Expiring Soon toast's name, so it can be closed once it no longer applies. */
const warningToastId = "session-expiring";

/** How often at most a tab writes its last activity for the others to read. */
export const activityShareEveryMs = 5_000;
export const activityStorageKey = "lastActivityAt";
/** What counts as use of the page. */
export const activityEvents = [
  "pointerdown",
  "pointermove",
  "keydown",
  "wheel",
  "scroll",
  "touchstart",
] as const;

export type RefreshOutcome = "refreshed" | "ended" | "failed";

export interface KeeperDeps {
  now(): number;
  /** The session as it stands (the cookie), or null once it is gone. */
  session(): SessionInfo | null;
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
  let lastActivity = deps.now();
  let lastShared = Number.NEGATIVE_INFINITY;
  let trailingShare: ReturnType<typeof setTimeout> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let warned = false;
  let refreshing: Promise<RefreshOutcome> | null = null;
  let stopped = false;
  // Runs checkRefresh, defined below, from the first interval on.
  const refreshTimer = setInterval(() => void checkRefresh(), sessionRefresh.checkEveryMs);

  const share = () => {
    lastShared = deps.now();
    deps.writeSharedActivity(lastActivity);
  };

  const latestActivity = () => Math.max(lastActivity, deps.readSharedActivity() ?? 0);

  const stop = () => {
    stopped = true;
    clearTimeout(idleTimer);
    clearTimeout(trailingShare);
    clearInterval(refreshTimer);
    if (warned) deps.clearWarning();
    warned = false;
  };

  const expire = () => {
    stop();
    void deps.expire();
  };

  const checkIdle = () => {
    if (stopped) return;
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
    const session = deps.session();
    if (!session) return;
    const left = Date.parse(session.expiresAt) - deps.now();
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
    clearTimeout(idleTimer);
    checkIdle();
    // A refresh already under way may have reported the idle time: this one reports none.
    if (refreshing) await refreshing;
    if (stopped) return null;
    // The click on Stay signed in was the person's own input, just now.
    return refresh(0);
  };

  // Opening or reloading a page is use of it.
  activity();
  checkIdle();
  void checkRefresh();

  return { activity, staySignedIn, stop };
}

async function refreshSession(idleMs: number): Promise<RefreshOutcome> {
  const result = await postJson<{ session?: unknown }>("/api/auth/refresh", { idleMs });
  if (result.ok) {
    const session = parseSessionInfo(result.data?.session);
    if (session) sessionStarted(session);
    return "refreshed";
  }
  return result.status === 401 ? "ended" : "failed";
}

function readSharedActivity(): number | null {
  try {
    const value = Number(localStorage.getItem(activityStorageKey));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

function writeSharedActivity(at: number) {
  try {
    localStorage.setItem(activityStorageKey, String(at));
  } catch {
    // Storage refused (private mode, quota): this tab still keeps its own time.
  }
}

/** Starts the keeper in this tab; returns the function that stops it. */
export function startSessionKeeper(): () => void {
  const staySignedIn = () => void keeper.staySignedIn();
  const keeper: SessionKeeper = createSessionKeeper({
    now: () => Date.now(),
    session: currentSession,
    refresh: refreshSession,
    readSharedActivity,
    writeSharedActivity,
    // Stays until acted on: a warning that fades after seconds is missed by whoever stepped away.
    warn: () =>
      void showToast({
        ...sessionMessages.expiringSoon,
        id: warningToastId,
        duration: Number.POSITIVE_INFINITY,
        action: { label: sessionActions.staySignedIn, onClick: staySignedIn },
      }),
    clearWarning: () => dismissToast(warningToastId),
    expire: async () => {
      await signOut("expired");
    },
    lost: () => sessionEnded("lost"),
  });
  const options = { passive: true, capture: true } as const;
  for (const type of activityEvents) window.addEventListener(type, keeper.activity, options);
  return () => {
    keeper.stop();
    for (const type of activityEvents) window.removeEventListener(type, keeper.activity, options);
  };
}
