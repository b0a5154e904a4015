import { useCallback } from "react";
import { useLatestLoad } from "../../lib/use-latest-load";
import { useNavigate } from "react-router";
import type { AccountArea, AccountLoad } from "./account-api";

const latestAnswer = (_: AccountLoad | null, answer: AccountLoad) => answer;

/**
 * What the page shows of its loader's overview as it arrives (app/lib/use-latest-load.ts):
 * skeleton rows before the first answer, then the last answer, kept while a reload after a
 * change or a Retry is on its way, so the lists do not blank.
 */
export function useAccountOverview(loaded: Promise<AccountLoad> | null) {
  const { shown, loading } = useLatestLoad(loaded, { fold: latestAnswer });
  return { load: shown, loading };
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
