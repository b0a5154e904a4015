import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./sign-in";

/** "5 minut" as a time to wait: the accusative after "počakajte" and "čez". */
const minutesToWait = (minutes: number) =>
  `${minutes} ${plural("sl", minutes, { one: "minuto", two: "minuti", few: "minute", other: "minut" })}`;

export const loginMessages = slovenian<typeof english.loginMessages>({
  validation: { title: "Nepopolni podatki", description: "Vnesite e-poštni naslov in geslo." },
  invalidEmail: {
    title: "Neveljaven e-poštni naslov",
    description: "Vnesite veljaven e-poštni naslov.",
  },
  failed: {
    title: "Napaka pri prijavi",
    description: "E-poštni naslov ali geslo ni pravilno. Poskusite znova.",
  },
  unexpected: {
    title: "Napaka pri prijavi",
    description: "Prišlo je do nepričakovane napake. Poskusite znova.",
  },
  success: { title: "Prijava uspešna", description: "Dobrodošli na partnerskem portalu!" },
  tooMany: (minutes: number) => ({
    title: "Preveč poskusov",
    description: `Počakajte ${minutesToWait(minutes)}, preden poskusite znova.`,
  }),
  lockBanner: "Račun je zaradi več neuspešnih poskusov prijave začasno zaklenjen",
  lockTimeLeft: (minutes: number) => `Poskusite znova čez ${minutesToWait(minutes)}.`,
});

export const passwordResetMessages = slovenian<typeof english.passwordResetMessages>({
  emailRequired: {
    title: "Manjka e-poštni naslov",
    description: "Najprej vnesite svoj e-poštni naslov",
  },
  sent: {
    title: "Sporočilo za ponastavitev gesla je poslano",
    description: "Navodila za ponastavitev gesla boste našli v svojem e-poštnem predalu",
  },
  failedTitle: "Ponastavitev gesla ni uspela",
  unexpected: "Prišlo je do nepričakovane napake. Poskusite znova.",
  invalidLink: "Povezava za ponastavitev gesla ni veljavna ali je potekla. Zahtevajte novo.",
  mismatch: "Gesli se ne ujemata.",
  done: {
    title: "Geslo spremenjeno",
    description: "Vaše geslo je spremenjeno. Prijavite se z novim geslom.",
  },
});

export const demoMessages = slovenian<typeof english.demoMessages>({
  passwordsUpdated: {
    title: "Varnostna posodobitev uveljavljena",
    description: "Gesla testnih uporabnikov so posodobljena.",
  },
});
