import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./admin-sign-in";

/** "5 minut" as a time to wait: the accusative after "počakajte". */
const minutesToWait = (minutes: number) =>
  `${minutes} ${plural("sl", minutes, { one: "minuto", two: "minuti", few: "minute", other: "minut" })}`;

const inlineReason = "Preveč neuspešnih poskusov.";
const inlineWait = (minutes: number) => `Počakajte ${minutesToWait(minutes)}.`;

export const adminLoginMessages = slovenian<typeof english.adminLoginMessages>({
  tooMany: (minutes: number) => ({
    title: "Preveč poskusov",
    description: `Počakajte ${minutesToWait(minutes)}, preden poskusite znova.`,
  }),
  inline: (minutes: number) => `${inlineReason} ${inlineWait(minutes)}`,
  inlineReason,
  inlineWait,
  failedTitle: "Napaka pri prijavi",
  invalidCredentials: "Napačni podatki za prijavo",
  adminRequired: "Potreben je skrbniški dostop",
  success: { title: "Prijava uspešna", description: "Dobrodošli v skrbniški plošči." },
});
