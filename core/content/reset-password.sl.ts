import { passwordRules } from "../limits";
import { plural } from "../plural";
import { site } from "../site";
import { slovenian } from "../translation";
import type * as english from "./reset-password";

export const resetPasswordContent = slovenian<typeof english.resetPasswordContent>({
  meta: {
    title: "Ponastavitev gesla",
    description: `Izberite novo geslo za svoj partnerski račun pri podjetju ${site.name}.`,
  },
  title: "Ponastavitev gesla",
  lead: "Izberite novo geslo za svoj račun.",
  fields: {
    password: "Novo geslo",
    confirm: "Ponovite novo geslo",
  },
  rulesTitle: "Geslo mora imeti:",
  rules: [
    `Najmanj ${passwordRules.minLength} ${plural("sl", passwordRules.minLength, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`,
    "Vsaj eno črko",
    "Vsaj eno številko",
  ],
  submit: "Nastavi novo geslo",
  submitting: "Shranjevanje …",
  noToken: {
    title: "Povezava ni popolna",
    text: "Za izbiro novega gesla odprite povezavo iz e-poštnega sporočila za ponastavitev gesla. Povezave veljajo eno uro in delujejo samo enkrat. Za novo povezavo na strani za prijavo vnesite svoj e-poštni naslov in izberite »Ste pozabili geslo?«",
    action: "Na prijavo za partnerje",
  },
});
