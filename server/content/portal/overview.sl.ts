import { site } from "../../../core/site.sl";
import { portalPageTitles } from "../../../core/texts/portal-page-names.sl";
import { typesetSlovenian } from "../../../core/slovenian-typography";
import { slovenian } from "../../../core/translation";
import { governmentSolutions } from "./government-solutions.sl";
import { learnMorePath } from "./learn-more";
import { portalLinks } from "./links.sl";
import type * as english from "./overview";

/**
 * The eight-card product portfolio; each card's category is the Slovenian name of the page its
 * Learn More opens, as in English (docs/rules.md#site-content-and-figures).
 */
const products = [
  {
    icon: "credit-card",
    title: "Personalizacija pametnih kartic",
    category: portalPageTitles["smart-card-solutions"],
    description:
      "Visokozmogljivi sistemi za kodiranje in tiskanje plačilnih kartic, kartic SIM in osebnih izkaznic, z varnostnimi certifikati, ki jih zahtevajo banke in izdajatelji dokumentov.",
    features: [
      "Do 3.000 kartic na uro",
      "Kartice EMV in SIM, osebne izkaznice in biometrični potni listi",
      "Certifikat Common Criteria EAL4+",
    ],
  },
  {
    icon: "landmark",
    title: "Rešitve za osebne dokumente",
    category: portalPageTitles["government-solutions"],
    description: `Osebne izkaznice, biometrični potni listi, vozniška dovoljenja in mejna kontrola, ki jih za javne organe v ${site.figures.countries} državah zasnujemo, dobavimo in podpiramo.`,
    features: [
      "Osebne izkaznice in biometrični potni listi",
      "Vozniška dovoljenja",
      "Mejna kontrola in samodejna vrata",
    ],
  },
  {
    icon: "cpu",
    title: "Polprevodniški izdelki",
    category: portalPageTitles["semiconductor-products"],
    description:
      "Komponente za napajanje, zaznavanje in krmiljenje industrijske opreme kvalificiranih proizvajalcev, z inženirsko pomočjo od izbire do serijske dobave.",
    features: [
      "Močnostni moduli in tranzistorji MOSFET",
      "Industrijski senzorji",
      "Načrtovanje življenjskega cikla in zastarevanja",
    ],
  },
  {
    icon: "scan-eye",
    title: "Sistemi strojnega vida",
    category: portalPageTitles["vision-inspection"],
    description:
      "Pregled s kamerami, ki na liniji preveri vsako kartico, dokument in del, tako da napake odkrijemo, preden zapustijo proizvodnjo.",
    features: ["Pregled površine in tiska", "OCR in preverjanje kod", "Merjenje na liniji"],
  },
  {
    icon: "code",
    title: "Programske rešitve",
    category: portalPageTitles["software-solutions"],
    description:
      "Programska oprema za upravljanje izdajanja, preverjanje identitete in integracijo, ki registre, proizvodnjo in dostavo poveže v en sam revidiran postopek.",
    features: [
      "Upravljanje izdajanja dokumentov",
      "Biometrično preverjanje",
      "Povezave z registri",
    ],
  },
  {
    icon: "life-buoy",
    title: "Servis in podpora",
    category: portalPageTitles["service-support"],
    description: `Služba za pomoč uporabnikom, dosegljiva ${site.figures.support}, preventivno vzdrževanje in rezervni deli na zalogi, da sistemi, ki jih dobavimo, delujejo še vrsto let.`,
    features: [
      `Pomoč uporabnikom ${site.figures.support}`,
      "Preventivno vzdrževanje",
      "Usposabljanje in certificiranje",
    ],
  },
  {
    icon: "factory",
    title: "Precizna proizvodnja",
    category: portalPageTitles["precision-manufacturing"],
    description:
      "Strojno obdelani deli, pritrdilne naprave in sklopi, ki jih po risbi izdelajo preverjene delavnice v Sloveniji in regiji, pred dobavo izmerjeni in dokumentirani.",
    features: ["CNC-obdelava", "Orodja in pritrdilne naprave", "Montaža in testiranje"],
  },
  {
    icon: "leaf",
    title: "E-mobilnost in sončna energija",
    category: portalPageTitles["e-mobility-solar"],
    description:
      "Polnilna infrastruktura, sončne elektrarne in baterijski hranilniki za podjetja in občine, ki jih načrtuje, namesti in priključi ena ekipa.",
    features: ["Polnjenje električnih vozil", "Sončne elektrarne", "Baterijski hranilniki"],
  },
] as const;

// Typeset as the web app's Slovenian texts are: no one-letter word at a line's end.
export const portalOverview = typesetSlovenian(
  slovenian<typeof english.portalOverview>({
    hero: {
      eyebrow: "Partnerski portal",
      title: "Dobrodošli na partnerskem portalu",
      lead: `Informacije o izdelkih, rešitvah za osebne dokumente in referenčnih projektih za naše partnerje na enem mestu. Od leta ${site.foundedYear} gradimo poslovanje na trajnih partnerstvih; na tem portalu najdete vse, kar potrebujete za načrtovanje, pripravo ponudb in izvedbo projektov z nami.`,
    },
    // Each label follows its figure as Slovenian counts it: "8 kategorij", "25+ držav", "4 rešitve".
    stats: [
      {
        value: String(site.figures.productCategories),
        label: "Kategorij izdelkov",
        description: "Od pametnih kartic do sončne energije, za vsako skrbi ekipa, ki jo pozna.",
      },
      {
        value: site.figures.countries,
        label: "Držav",
        description: "Projekti, izvedeni in podprti v Evropi, Afriki in Aziji.",
      },
      {
        value: String(site.figures.governmentSolutions),
        label: "Rešitve za državno upravo",
        description: "Osebni, potni, vozniški in mejni dokumenti.",
      },
      {
        value: site.figures.support,
        label: "Podpora",
        description: "Naša služba za pomoč partnerjem odgovarja ves dan in vso noč.",
      },
    ],
    portfolio: {
      title: "Ponudba izdelkov",
      intro:
        "Osem kategorij izdelkov, ki jih dobavljamo, integriramo in podpiramo. Odprite kategorijo, da si ogledate specifikacije, zmogljivosti in vprašanja, ki jih je dobro razjasniti pred projektom.",
      items: products.map((product) => ({
        ...product,
        learnMore: learnMorePath(product.category, portalPageTitles),
      })),
    },
    government: {
      title: "Rešitve za državno upravo",
      intro:
        "Varni dokumenti ter sistemi za njihovo izdajanje in preverjanje za ministrstva, policijo in mejne organe. Vse rešitve so danes v uporabi; referenčni projekti pokažejo, kako.",
      items: governmentSolutions,
      caseStudies: portalLinks.caseStudies,
    },
    benefits: {
      title: "Prednosti partnerstva",
      intro:
        "Družinsko podjetje drži besedo. Kot naš partner sodelujete z istimi izkušenimi strokovnjaki od prvega razpisa do zadnjega servisnega obiska.",
      items: [
        {
          icon: "graduation-cap",
          title: "Usposabljanje in certificiranje",
          description:
            "Praktični tečaji za vaše prodajno in servisno osebje v Ljubljani ali pri vas, s certifikati, ki jih vaše stranke priznavajo.",
        },
        {
          icon: "megaphone",
          title: "Podpora pri razpisih in prodaji",
          description:
            "Tehnične specifikacije, tabele skladnosti in referenčna pisma pripravimo skupaj z vami, da je vaša ponudba popolna in pravočasna.",
        },
        {
          icon: "headset",
          title: "Prednostna podpora",
          description: `Neposredna linija do naših inženirjev ${site.figures.support}, z diagnostiko na daljavo in dogovorjenim odzivnim časom za vsak sistem, ki ga prodate.`,
        },
        {
          icon: "handshake",
          title: "Referenčni obiski",
          description:
            "Pripeljite stranke k delujočim namestitvam in v naš demonstracijski prostor, kjer se o delovanju sistemov prepričajo sami.",
        },
      ],
    },
    closing: {
      title: "Načrtujete nov projekt?",
      text: "Povejte nam o razpisu, količinah in roku. Vaša ekipa za partnerje odgovori v 24 urah ob delavnikih.",
      primary: portalLinks.contactTeam("new-project"),
      secondary: portalLinks.caseStudies,
    },
  }),
);
