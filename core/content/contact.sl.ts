import { contactResponseHours } from "../limits";
import { plural } from "../plural";
// The Slovenian twin named directly: the address ends in "Slovenija" here as in the Slovenian
// build.
import { fullAddress, site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./contact";

/** "v 24 urah", "v 1 uri". */
const withinHours = (hours: number) =>
  `v ${hours} ${plural("sl", hours, { one: "uri", two: "urah", few: "urah", other: "urah" })}`;

export const contactContent = slovenian<typeof english.contactContent>({
  meta: {
    title: "Kontakt",
    description: `Pišite podjetju ${site.name} iz Ljubljane o inženirskem svetovanju, sistemski integraciji, nabavi ali vstopu na trge. Ob delovnih dneh odgovorimo ${withinHours(contactResponseHours)}.`,
  },
  hero: {
    eyebrow: "Kontakt",
    title: "Pogovorimo se o vašem projektu",
    lead: "Povejte nam, kaj načrtujete: tehnični izziv, izdelek, ki ga želite nabaviti, ali trg, na katerega želite vstopiti. Oglasil se vam bo osebno eden od naših izkušenih strokovnjakov.",
  },
  emailCard: {
    title: "Pišite nam",
    text: "Neposredno nam lahko pišete za ponudbe, povpraševanja o sodelovanju ali tehnična vprašanja.",
  },
  office: {
    phone: {
      label: "Telefon",
      value: site.phone,
      href: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
    },
    address: { label: "Naslov", value: fullAddress },
  },
  detailsLabel: "Kontaktni podatki in obrazec",
  form: {
    title: "Pošljite nam sporočilo",
    intro: "Polja, označena z zvezdico, so obvezna.",
  },
  infoBlocks: [
    {
      icon: "map",
      title: "Naša pisarna",
      description:
        "Sestanki v naši pisarni v središču Ljubljane ali pri vas, po predhodnem dogovoru.",
    },
    {
      icon: "clock",
      title: "Poslovni čas",
      description:
        "Od ponedeljka do petka od 8.00 do 16.00 po srednjeevropskem času. Sestanki zunaj tega časa po dogovoru.",
    },
    {
      icon: "globe",
      title: "Jeziki",
      description:
        "Sporazumevamo se v slovenščini, angleščini, nemščini in hrvaščini, prek partnerjev pa še številne druge jezike.",
    },
  ],
  officeMap: {
    alt: "Zemljevid Slovenije in sosednjih držav Italije, Avstrije, Madžarske in Hrvaške z označeno našo pisarno v Ljubljani.",
  },
  promise: {
    title: `Odgovorimo ${withinHours(contactResponseHours)}`,
    text: "Vsako sporočilo osebno preberemo in nanj odgovorimo ob delovnih dneh, običajno že prej.",
  },
});
