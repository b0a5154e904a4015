import { formatCount } from "../numbers";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./contact-validation";
// The fields as the form names them, and the forms' shared words.
import { contactFormTexts } from "./contact-form.sl";
import { formMessages } from "./forms.sl";

/** "200 znakov" after "največ": the count of characters in the accusative. */
const characters = (length: number) =>
  `${formatCount("sl", length)} ${plural("sl", length, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`;

const { fields } = contactFormTexts;

export const contactFieldMessages = slovenian<typeof english.contactFieldMessages>({
  name: {
    missing: "Vnesite ime in priimek.",
    tooLong: (max: number) => `Ime in priimek sta lahko skupaj dolga največ ${characters(max)}.`,
    controlCharacters: formMessages.controlCharacters(fields.name),
  },
  email: {
    missing: "Vnesite e-poštni naslov.",
    invalid: formMessages.invalidEmail,
    controlCharacters: formMessages.controlCharacters(fields.email),
  },
  company: {
    tooLong: (max: number) => `Ime podjetja je lahko dolgo največ ${characters(max)}.`,
    controlCharacters: formMessages.controlCharacters(fields.company),
  },
  subject: {
    missing: "Vnesite zadevo.",
    tooLong: (max: number) => `Zadeva je lahko dolga največ ${characters(max)}.`,
    controlCharacters: formMessages.controlCharacters(fields.subject),
  },
  message: {
    missing: "Vnesite sporočilo.",
    tooLong: (max: number) => `Sporočilo je lahko dolgo največ ${characters(max)}.`,
    controlCharacters: formMessages.controlCharacters(fields.message),
  },
});
