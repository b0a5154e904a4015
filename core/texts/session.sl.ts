import { partnerInactivity } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./session";

export const logoutMessages = slovenian<typeof english.logoutMessages>({
  success: { title: "Odjava uspešna", description: "Uspešno ste se odjavili." },
  failed: { title: "Napaka", description: "Odjava ni uspela" },
});

/** The warning comes this many minutes before the idle sign-out. */
const warningMinutes = (partnerInactivity.timeoutMs - partnerInactivity.warningMs) / 60_000;
const warningTime = `${warningMinutes} ${plural("sl", warningMinutes, {
  one: "minuto",
  two: "minuti",
  few: "minute",
  other: "minut",
})}`;

export const sessionMessages = slovenian<typeof english.sessionMessages>({
  expiringSoon: {
    title: "Seja bo kmalu potekla",
    description: `Vaša seja bo potekla čez ${warningTime}. Za nadaljevanje osvežite stran.`,
  },
  expired: {
    title: "Seja je potekla",
    description: "Vaša seja je potekla. Prijavite se znova.",
  },
});

export const signedInLinks = slovenian<typeof english.signedInLinks>({
  partnerPortal: "Partnerski portal",
  adminPanel: "Skrbniška plošča",
});

export const authControlTexts = slovenian<typeof english.authControlTexts>({
  partnerLogin: "Prijava za partnerje",
  logout: "Odjava",
});

export const sessionActions = slovenian<typeof english.sessionActions>({
  staySignedIn: "Ostanite prijavljeni",
});
