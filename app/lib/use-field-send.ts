import { useCallback, useRef, useState } from "react";

/**
 * A form of one field whose value is sent (a password asked again, a code, a passkey's name):
 * the field, the message under it (a refusal puts focus back in the field, so it can be
 * retyped), and the send in progress, which a second submit does not start again.
 */
export function useFieldSend() {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  const refuse = useCallback((message: string) => {
    setError(message);
    fieldRef.current?.focus();
  }, []);

  /**
   * Runs `task`, busy meanwhile; nothing when a send is already running (answers undefined).
   * `task` starts before anything is awaited, so it still runs as the press's own answer.
   */
  const send = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (sending.current) return undefined;
    sending.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }, []);

  /** Whether a send is running now (read before checking what to send). */
  const isSending = () => sending.current;

  return { fieldRef, error, setError, refuse, busy, send, isSending };
}
