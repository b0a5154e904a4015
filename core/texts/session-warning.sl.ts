import { partnerInactivity } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./session-warning";

/** The warning comes this many minutes before the idle sign-out. */
const warningMinutes = (partnerInactivity.timeoutMs - partnerInactivity.warningMs) / 60_000;
const warningTime = `${warningMinutes} ${plural("sl", warningMinutes, {
  one: "minuto",
  two: "minuti",
  few: "minute",
  other: "minut",
})}`;

export const sessionWarningTexts = slovenian<typeof english.sessionWarningTexts>({
  title: "Seja bo kmalu potekla",
  description: `Vaša seja bo potekla čez ${warningTime}. Za nadaljevanje osvežite stran.`,
  staySignedIn: "Ostanite prijavljeni",
});
