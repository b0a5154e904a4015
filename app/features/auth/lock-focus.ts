import { useEffect, useRef } from "react";

/**
 * A lock that starts while someone uses the form disables its fields and the Sign In button
 * that had focus, which drops focus to <body>: focus goes to the lock's message instead, the
 * result of their submit. A lock found when the page opens (from an earlier visit) moves
 * nothing, as nobody has used the form yet.
 *
 * `noteFormUsed` goes on the form's focus handler; `messageRef` on the message (tabIndex -1).
 */
export function useLockMessageFocus(locked: boolean) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  const used = useRef(false);
  useEffect(() => {
    if (!locked || !used.current) return;
    const active = document.activeElement;
    if (active === null || active === document.body || active.matches(":disabled")) {
      messageRef.current?.focus();
    }
  }, [locked]);
  return {
    messageRef,
    noteFormUsed: () => {
      used.current = true;
    },
  };
}
