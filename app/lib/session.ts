/**
 * The signed-in state in the browser: who is signed in (the session-info cookie the server
 * sets next to the HttpOnly tokens), kept in step across tabs. It ships on every public page,
 * so it stays small; the timers that refresh the session and end it after inactivity live in
 * `session-keeper.ts` and run only while someone is signed in.
 */
import { useSyncExternalStore } from "react";
import { paths } from "../../core/paths";
import type { SessionAnswer, SessionInfo } from "../../core/schemas/auth";
import { postJson } from "./api-client";
import { noteSessionAnswer } from "./session-clock";
import { clearSessionInfoCookie, readSessionInfo } from "./session-info";

/**
 * Why a session ended: `signed-out` by the Logout button of this tab (which says so itself),
 * `expired` after inactivity in this tab, `lost` when the server no longer knows it, `remote`
 * when another tab signed out or lost it.
 */
export type SessionEnd = "signed-out" | "expired" | "lost" | "remote";

const CHANNEL = "session";

let current: SessionInfo | null = null;
/** When this tab's session last ended (this browser's clock). */
let endedAt = Number.NEGATIVE_INFINITY;
let started = false;
let channel: BroadcastChannel | null = null;
const listeners = new Set<() => void>();
const endListeners = new Set<(end: SessionEnd) => void>();

function sameSession(a: SessionInfo | null, b: SessionInfo | null): boolean {
  return (
    a?.user.id === b?.user.id && a?.user.role === b?.user.role && a?.expiresAt === b?.expiresAt
  );
}

/** Shows the matching header controls (see the inline script in root.tsx and app.css). */
function markDocument() {
  const html = document.documentElement;
  html.dataset.session = current ? "in" : "out";
  if (current?.user.role === "admin") html.dataset.role = "admin";
  else delete html.dataset.role;
}

function set(next: SessionInfo | null) {
  if (sameSession(current, next)) return;
  current = next;
  markDocument();
  listeners.forEach((listener) => listener());
}

/** Re-reads the cookie another tab (or the server) may have changed. */
function sync() {
  const wasSignedIn = current !== null;
  set(readSessionInfo());
  if (wasSignedIn && !current) endListeners.forEach((listener) => listener("remote"));
}

function tellOtherTabs() {
  channel?.postMessage("changed");
}

function start() {
  if (started || typeof window === "undefined") return;
  started = true;
  current = readSessionInfo();
  markDocument();
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = sync;
  }
  // Without a message (an old browser, a tab asleep when it was sent), coming back to a tab
  // still picks up what changed meanwhile.
  window.addEventListener("focus", sync);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") sync();
  });
}

export const sessionStore = {
  subscribe(listener: () => void) {
    start();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  snapshot(): SessionInfo | null {
    start();
    return current;
  },
  /** Pre-rendered HTML cannot know the visitor: the header shows both controls, CSS picks one. */
  serverSnapshot: (): SessionInfo | null => null,
};

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.snapshot,
    sessionStore.serverSnapshot,
  );
}

/** The session now, read fresh from the cookie (for guards and timers outside React). */
export function currentSession(): SessionInfo | null {
  start();
  sync();
  return current;
}

/**
 * After sign-in or a refresh: the server's answer (which its cookie repeats) to a request sent
 * at `askedAt`, on this browser's clock.
 */
export function sessionStarted({ session, expiresInMs }: SessionAnswer, askedAt: number) {
  start();
  // A refresh overtaken by a sign-out or the idle limit: its answer revives nothing, neither
  // here nor in the readable cookie it set again on its way back.
  if (askedAt <= endedAt) {
    if (sameSession(readSessionInfo(), session)) clearSessionInfoCookie();
    return;
  }
  noteSessionAnswer(session.expiresAt, expiresInMs, askedAt);
  const changedUser =
    current?.user.id !== session.user.id || current?.user.role !== session.user.role;
  set(session);
  if (changedUser) tellOtherTabs();
}

/** Calls `listener` whenever this tab's session ends, with the reason. */
export function onSessionEnd(listener: (end: SessionEnd) => void) {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/**
 * The session is over here: forget it (the cookie too, should the server's answer not have
 * cleared it), tell the other tabs and whoever listens.
 */
export function sessionEnded(end: Exclude<SessionEnd, "remote">) {
  start();
  endedAt = Date.now();
  clearSessionInfoCookie();
  const wasSignedIn = current !== null;
  set(null);
  tellOtherTabs();
  if (wasSignedIn) endListeners.forEach((listener) => listener(end));
}

/** Signs out on the server; false when the server could not be reached or refused. */
export async function signOut(end: "signed-out" | "expired" = "signed-out"): Promise<boolean> {
  const result = await postJson<null>("/api/auth/logout", {});
  // Idle expiry ends the session here even when the server cannot be told (it ends it too).
  if (result.ok || end === "expired") sessionEnded(end);
  return result.ok;
}

export function isPartnerArea(pathname: string): boolean {
  return pathname === paths.partnerPortal || pathname.startsWith(`${paths.partnerPortal}/`);
}
