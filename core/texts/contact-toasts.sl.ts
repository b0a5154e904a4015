import { contactResponseHours } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./contact-toasts";
import { formMessages } from "./forms.sl";

/** "v 24 urah", "v 1 uri". */
const withinHours = (hours: number) =>
  `v ${hours} ${plural("sl", hours, { one: "uri", two: "urah", few: "urah", other: "urah" })}`;

export const contactMessages = slovenian<typeof english.contactMessages>({
  missingFields: { title: "Napaka", description: formMessages.missingFields },
  failed: {
    title: "Napaka pri pošiljanju",
    description: "Sporočila ni bilo mogoče poslati. Poskusite znova.",
  },
  sent: {
    title: "Sporočilo poslano",
    description: `Hvala za vaše sporočilo. Odgovorili vam bomo ${withinHours(contactResponseHours)}.`,
  },
  tooMany:
    "Z vašega omrežnega naslova smo prejeli preveč sporočil. Počakajte nekaj minut in poskusite znova.",
});
