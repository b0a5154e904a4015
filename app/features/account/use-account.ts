import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { AccountArea, AccountLoad } from "./account-api";

/**
 * What the page shows of its loader's overview as it arrives: nothing before the first answer
 * (skeleton rows), then the last answer, kept while the next load is on its way (`loading`),
 * so a reload after a change or a Retry does not blank the lists. A refusal's redirect is
 * followed, as the router does for a loader. `null`: the page as pre-rendered when the site
 * was built, before the browser's loader has run (loading).
 */
export function useAccountOverview(loaded: Promise<AccountLoad> | null) {
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ from: Promise<AccountLoad>; load: AccountLoad } | null>(
    null,
  );

  useEffect(() => {
    if (!loaded) return;
    let current = true;
    void loaded.then(
      (load) => {
        if (current) setShown({ from: loaded, load });
      },
      (error: unknown) => {
        if (!(error instanceof Response)) throw error;
        const to = error.headers.get("Location");
        if (current && to) void navigate(to, { replace: true });
      },
    );
    return () => {
      current = false;
    };
  }, [loaded, navigate]);

  return { load: shown?.load ?? null, loading: loaded === null || shown?.from !== loaded };
}

/**
 * The area's answer to a 401 from one of the page's actions: forget the session as the area
 * does, then its sign-in page.
 */
export function useLeaveAccount(area: AccountArea) {
  const navigate = useNavigate();
  return useCallback(() => {
    area.forgetSession();
    void navigate(area.signIn, { replace: true });
  }, [area, navigate]);
}
