import { site } from "../../../core/site.sl";
import { portalPageTitles } from "../../../core/texts/portal-page-names.sl";
import { slovenian } from "../../../core/translation";
import { governmentSolutions } from "./government-solutions.sl";
import { portalLinks } from "./links.sl";
import type * as english from "./government";

export const governmentPage = slovenian<typeof english.governmentPage>({
  kind: "government",
  slug: "government-solutions",
  hero: {
    eyebrow: portalPageTitles["government-solutions"],
    title: portalPageTitles["government-solutions"],
    lead: "Osebni, potni in vozniški dokumenti ter sistemi, ki jih izdajajo in preverjajo. Z ministrstvi in njihovimi partnerji sodelujemo od študije izvedljivosti prek razpisa do dolgoletnega servisa in ostanemo, dokler lokalna ekipa sistema ne upravlja sama.",
  },
  solutions: {
    title: "Štiri preizkušene rešitve",
    intro:
      "Vse rešitve so v vsakodnevni uporabi. Navedene so države, v katerih naši sistemi danes izdajajo ali preverjajo dokumente.",
    items: governmentSolutions,
    consultation: portalLinks.consultation("government-solutions"),
    caseStudies: portalLinks.caseStudies,
  },
  benefits: {
    title: "Zakaj državni organi sodelujejo z nami",
    intro:
      "Državni program osebnih dokumentov traja deset let ali več. Zato ga organi in njihovi partnerji zaupajo nam.",
    items: [
      {
        icon: "globe",
        title: "Mednarodne reference",
        description: `Sistemi v uporabi v ${site.figures.countries} državah, z referenčnimi naročniki, ki jih vaša stranka lahko pokliče ali obišče.`,
      },
      {
        icon: "file-check",
        title: "Skladnost s standardi",
        description:
          "Dokumenti in sistemi po standardih ICAO 9303, ISO/IEC 7810 in 7816 ter ISO/IEC 14443 in po predpisih EU o osebnih izkaznicah in vozniških dovoljenjih.",
      },
      {
        icon: "lock",
        title: "Varnost, vgrajena v zasnovo",
        description:
          "Certificirana oprema, upravljanje ključev v strojni opremi in varovani proizvodni prostori, z revizijami in penetracijskimi testi, vključenimi v načrt.",
      },
      {
        icon: "users",
        title: "Prenos znanja",
        description:
          "Upravljavce, tehnike in skrbnike sistemov usposobimo na kraju samem, da je organ odvisen od svojih ljudi in ne od nas.",
      },
      {
        icon: "chart",
        title: "Dolgoročna razpoložljivost",
        description: `Pogodbe o vzdrževanju z rezervnimi deli na zalogi in izmerjeno razpoložljivostjo ${site.figures.uptime} v vseh naših namestitvah.`,
      },
      {
        icon: "handshake",
        title: "Podpora pri razpisih in financiranju",
        description:
          "Tehnične specifikacije, matrike skladnosti ter pomoč pri pridobivanju izvoznih kreditov in sredstev razvojnih bank za program.",
      },
    ],
  },
  closing: {
    title: "Pripravljate državni razpis?",
    text: "Dogovorite se za posvet z našo ekipo za rešitve za državno upravo. Skupaj bomo pregledali zahteve in vam pokazali, kje vam lahko pomagamo.",
    primary: portalLinks.consultation("government-solutions"),
    secondary: portalLinks.caseStudies,
  },
});
