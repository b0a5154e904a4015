import { useSyncExternalStore } from "react";
import { localDateKey } from "../../core/dates";

const subscribe = () => () => {};
const clientToday = () => localDateKey(new Date());
const buildDay = () => __BUILD_DATE__;

/**
 * Today's date (YYYY-MM-DD) in the visitor's time zone. Pre-rendered pages carry the build
 * day; hydration starts from it and React then re-renders with the visitor's today, so the
 * page never shows a stale date and never mismatches during hydration.
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, clientToday, buildDay);
}
