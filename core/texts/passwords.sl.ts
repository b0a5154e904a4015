import { passwordRules } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./passwords";

const minLength = `${passwordRules.minLength} ${plural("sl", passwordRules.minLength, {
  one: "znak",
  two: "znaka",
  few: "znake",
  other: "znakov",
})}`;

export const passwordMessages = slovenian<typeof english.passwordMessages>({
  tooShort: `Geslo mora imeti najmanj ${minLength}`,
  noLetter: "Geslo mora vsebovati vsaj eno črko",
  noNumber: "Geslo mora vsebovati vsaj eno številko",
  tooLong: "Geslo ima lahko največ 256 znakov",
  badCharacters: "Geslo ne sme vsebovati kontrolnih znakov",
  validationFailedTitle: "Geslo ne ustreza pravilom",
  weak: `Geslo mora imeti najmanj ${minLength} in ne sme biti pogosto uporabljeno. Izberite močnejše geslo.`,
});
