import { useEffect, useState } from "react";
import { useNavigate } from "react-router";

export interface LatestLoad<Answer, Shown> {
  /** What is shown after an answer, from what was shown before (null before the first). */
  fold: (previous: Shown | null, answer: Answer) => Shown;
  /** Told of each answer as it arrives, after it is shown (a toast for a failure). */
  onAnswer?: (answer: Answer) => void;
  /** Where a refusal without a redirect of its own leads; without it, nowhere. */
  refusedTo?: string;
}

/**
 * What a page shows of its loader's deferred data as it arrives: nothing before the first
 * answer (skeletons), then the last answer, kept while the next load is on its way (`loading`),
 * so a reload after a change or a Retry does not blank the page. A refusal (the loader threw a
 * Response) has its redirect followed, as the router does for a loader. `loaded` is null on the
 * page as pre-rendered when the site was built, before the browser's loader has run (loading).
 * `fold` and `onAnswer` should be stable (module-level): a new one starts the effect over.
 */
export function useLatestLoad<Answer, Shown>(
  loaded: Promise<Answer> | null,
  { fold, onAnswer, refusedTo }: LatestLoad<Answer, Shown>,
): { shown: Shown | null; loading: boolean } {
  const navigate = useNavigate();
  const [latest, setLatest] = useState<{ from: Promise<Answer>; shown: Shown } | null>(null);

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void loaded.then(
      (answer) => {
        if (!current) return;
        setLatest((previous) => ({ from: loaded, shown: fold(previous?.shown ?? null, answer) }));
        onAnswer?.(answer);
      },
      (error: unknown) => {
        if (!(error instanceof Response)) throw error;
        const to = error.headers.get("Location") ?? refusedTo;
        if (current && to) void navigate(to, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, fold, onAnswer, refusedTo, navigate]);

  return { shown: latest?.shown ?? null, loading: loaded === null || latest?.from !== loaded };
}
