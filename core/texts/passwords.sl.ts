import { passwordRules } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./passwords";

/** "6 znakov": a count of characters in its form. */
const characters = (count: number) =>
  `${count} ${plural("sl", count, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`;

export const passwordMessages = slovenian<typeof english.passwordMessages>({
  tooShort: `Geslo mora imeti najmanj ${characters(passwordRules.minLength)}`,
  noLetter: "Geslo mora vsebovati vsaj eno črko",
  noNumber: "Geslo mora vsebovati vsaj eno številko",
  tooLong: `Geslo ima lahko največ ${characters(passwordRules.maxLength)}`,
  badCharacters: "Geslo ne sme vsebovati kontrolnih znakov",
  validationFailedTitle: "Geslo ne ustreza pravilom",
  weak: `Geslo mora imeti najmanj ${characters(passwordRules.minLength)} in ne sme biti pogosto uporabljeno. Izberite močnejše geslo.`,
});
