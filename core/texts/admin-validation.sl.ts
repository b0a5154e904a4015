import { formatCount } from "../numbers";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./admin-validation";
// The fields as the user forms name them, and the forms' and password rules' shared words.
import { userFormText } from "./admin-panel.sl";
import { formMessages } from "./forms.sl";
import { passwordMessages } from "./passwords.sl";

/** "200 znakov" after "največ": the count of characters in the accusative. */
const characters = (length: number) =>
  `${formatCount("sl", length)} ${plural("sl", length, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`;

const { fields } = userFormText;

export const userFieldMessages = slovenian<typeof english.userFieldMessages>({
  email: { missing: "Vnesite e-poštni naslov.", invalid: formMessages.invalidEmail },
  password: { tooLong: passwordMessages.tooLong },
  fullName: {
    tooLong: (max: number) => `Ime in priimek sta lahko skupaj dolga največ ${characters(max)}.`,
    badCharacters: `Polje »${fields.fullName}« vsebuje znake, ki niso dovoljeni.`,
  },
  company: {
    tooLong: (max: number) => `Ime podjetja je lahko dolgo največ ${characters(max)}.`,
    badCharacters: `Polje »${fields.company}« vsebuje znake, ki niso dovoljeni.`,
  },
});

export const listQueryMessages = slovenian<typeof english.listQueryMessages>({
  searchBadCharacters: "Iskalni niz vsebuje znake, ki niso dovoljeni.",
  unknownPage: "Neznana stran seznama.",
});
