import { portalPageTitles } from "../../../core/texts/portal-page-names.sl";
import { slovenian } from "../../../core/translation";
import { portalLinks } from "./links.sl";
import type * as english from "./smart-card";

export const smartCardPage = slovenian<typeof english.smartCardPage>({
  kind: "smart-card",
  slug: "smart-card-solutions",
  hero: {
    eyebrow: portalPageTitles["smart-card-solutions"],
    title: portalPageTitles["smart-card-solutions"],
    lead: "Sistemi za personalizacijo plačilnih, telekomunikacijskih in identifikacijskih kartic, od namizne naprave do proizvodne linije, ki dela v treh izmenah. Opremo izberemo skupaj z vami, jo povežemo z vašo pripravo podatkov ter skrbimo, da ostane certificirana in deluje.",
  },
  features: {
    title: "Kaj sistemi zmorejo",
    intro:
      "Vsak sistem nastavimo za kartice, ki jih izdajate, in za preverjanja, ki jih zahtevajo vaše stranke, z vašimi količinami pa lahko tudi raste.",
    items: [
      {
        icon: "zap",
        title: "Personalizacija velikih količin",
        description:
          "Modularne linije, ki kartice kodirajo, natisnejo in preverijo v enem prehodu; ko količine rastejo, dodate module, namesto da bi vsakih nekaj let kupili novo linijo.",
      },
      {
        icon: "circuit-board",
        title: "Kodiranje čipa in magnetnega traku",
        description:
          "Kodiranje kontaktnih in brezkontaktnih čipov ter magnetnega traku na isti liniji, za plačilne kartice, kartice SIM in osebne dokumente.",
      },
      {
        icon: "layers",
        title: "Grafična personalizacija",
        description:
          "Lasersko graviranje, barvni tisk in otipljivi elementi, zaradi katerih je kartico težko ponarediti, inšpektor pa jo zlahka preveri.",
      },
      {
        icon: "lock",
        title: "Varna obdelava podatkov",
        description:
          "Šifrirani podatki od izdajatelja do čipa, upravljanje ključev v strojnih varnostnih modulih in revizijska sled za vsako izdelano kartico.",
      },
    ],
  },
  specs: {
    title: "Tehnične specifikacije",
    intro:
      "Podatki, po katerih partnerji najprej vprašajo. Podrobne tehnične liste vam pošljemo na zahtevo.",
    items: [
      { label: "Zmogljivost", value: "Do 3.000 kartic na uro" },
      {
        label: "Vrste kartic",
        value: "Kartice EMV in SIM, osebne izkaznice in biometrični potni listi",
      },
      { label: "Varnostni certifikat", value: "Common Criteria, raven EAL4+" },
      { label: "Integracija", value: "Celovita podpora pri integraciji" },
    ],
  },
  closing: {
    title: "Načrtujete linijo za personalizacijo kartic?",
    text: "Pošljite nam vrste kartic, letne količine in varnostne zahteve, mi pa vam predlagamo konfiguracijo z načrtom dobave.",
    primary: portalLinks.requestInformation("smart-card-solutions"),
    secondary: portalLinks.caseStudies,
  },
});
