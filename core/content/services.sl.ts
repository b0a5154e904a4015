import { paths } from "../paths";
// The Slovenian twins named directly, so the texts read the same here as in the Slovenian build.
import { site } from "../site.sl";
import { slovenian } from "../translation";
import { drawings } from "./drawings.sl";
import type * as english from "./services";

export const servicesContent = slovenian<typeof english.servicesContent>({
  meta: {
    title: "Storitve",
    description:
      "Inženirsko svetovanje, sistemska integracija in vodenje projektov ter vstop na trge, nabava in podpora mednarodni trgovini – vse pri enem družinskem podjetju iz Ljubljane.",
  },
  hero: {
    eyebrow: "Inženiring in mednarodna trgovina",
    title: "Inženirske in trgovske storitve pri enem zanesljivem partnerju",
    lead: "Načrtujemo, povezujemo in izvajamo tehnične projekte ter stranke povezujemo z dobavitelji in trgi, ki jih potrebujejo. Ena ekipa pokriva tehnično in poslovno plat, od prve študije do zadnje dobave.",
    primary: { label: "Zaprosite za posvet", to: paths.contact },
  },
  index: {
    label: "Pregled naših storitev",
    engineering: "Inženiring",
    trade: "Mednarodna trgovina",
  },
  engineering: {
    title: "Inženirske storitve",
    drawing: drawings.engineering,
    intro:
      "Neodvisno tehnično znanje za projekte v industriji, na področju varnosti in v javnem sektorju, od prve zamisli do delujočega sistema.",
    items: [
      {
        icon: "compass",
        title: "Inženirsko svetovanje",
        description:
          "Strokoven tehnični nasvet, preden se zavežete: ocenimo možnosti, stroške in tveganja ter vam pomagamo izbrati ustrezno rešitev.",
        points: [
          "Študije izvedljivosti in tehnični skrbni pregledi",
          "Zahteve in tehnične specifikacije za razpise",
          "Izbira tehnologije in ocena dobaviteljev",
          "Skladnost s standardi in predpisi EU",
        ],
      },
      {
        icon: "layers",
        title: "Sistemska integracija",
        description:
          "Strojno in programsko opremo ter obstoječo infrastrukturo povežemo v enoten sistem, ki zanesljivo deluje od prvega dne.",
        points: [
          "Zasnova integriranih sistemov strojne in programske opreme",
          "Namestitev, zagon in prevzemni preizkusi",
          "Povezave z vašo obstoječo opremo in informacijskimi sistemi",
          "Usposabljanje upravljavcev in celovita dokumentacija",
        ],
      },
      {
        icon: "clipboard",
        title: "Vodenje projektov",
        description:
          "Ena odgovorna ekipa, ki ima obseg, časovnico in proračun pod nadzorom ter vas obvešča na vsaki stopnji.",
        points: [
          "Načrtovanje, časovni načrt in nadzor proračuna",
          "Usklajevanje dobaviteljev in podizvajalcev",
          "Obvladovanje tveganj in redna poročila o napredku",
          "Predaja, garancija in poprodajna podpora",
        ],
      },
    ],
  },
  trade: {
    title: "Storitve mednarodne trgovine",
    drawing: drawings.trade,
    intro: `Zaupanja vredna mreža v ${site.figures.countries} državah, ki vašim izdelkom odpira trge in za vaše potrebe najde prave dobavitelje.`,
    items: [
      {
        icon: "target",
        title: "Vstop na trge",
        description:
          "Proizvajalcem pomagamo pridobiti nove kupce v Sloveniji, drugod v EU in zunaj nje, z načrtom, ki temelji na poznavanju lokalnih razmer.",
        points: [
          "Raziskave trga in analiza konkurence",
          "Iskanje distributerjev in lokalnih partnerjev",
          "Certificiranje in regulativne zahteve",
          "Podpora pri javnih razpisih in srečanjih s kupci",
        ],
      },
      {
        icon: "search",
        title: "Globalna nabava",
        description:
          "Dobavitelje poiščemo, preverimo in upravljamo, da prejmete prave komponente in opremo po pravi ceni in v pravi kakovosti.",
        points: [
          "Iskanje in kvalifikacija dobaviteljev",
          "Pogajanja o cenah in pogodbah",
          "Presoje v tovarnah in pregledi pred odpremo",
          "Združena naročila pri več dobaviteljih",
        ],
      },
      {
        icon: "ship",
        title: "Podpora mednarodni trgovini",
        description:
          "Poskrbimo za dokumentacijo in logistiko, s katerima blago prestopi meje, da vaše pošiljke prispejo pravočasno in brez zapletov.",
        points: [
          "Izvozna in uvozna dokumentacija",
          "Carinski postopki in svetovanje o dajatvah",
          "Usklajevanje prevoza, zavarovanja in dostave",
          "Varni plačilni pogoji in akreditivi",
        ],
      },
    ],
  },
  process: {
    title: "Kako delamo",
    intro:
      "Vsako sodelovanje poteka v štirih jasnih korakih, zato vedno veste, kje je vaš projekt.",
    steps: [
      {
        icon: "search",
        title: "Analiza",
        description:
          "Prisluhnemo vašim ciljem, pregledamo tehnične in poslovne okoliščine ter opredelimo, kaj bo pomenilo uspeh.",
        summary: "Najprej razumemo vaše cilje in omejitve",
      },
      {
        icon: "clipboard",
        title: "Načrtovanje",
        description:
          "Predlagamo rešitev z jasnim obsegom, časovnico, proračunom in pravimi partnerji ter jo uskladimo z vami.",
        summary: "Obseg, časovnica in proračun, usklajeni z vami",
      },
      {
        icon: "cog",
        title: "Izvedba",
        description:
          "Dobavimo, vključimo in odpremimo, kot je dogovorjeno, usklajujemo vse udeležene in redno poročamo o napredku.",
        summary: "Dobava in odprema z rednimi poročili",
      },
      {
        icon: "award",
        title: "Predaja in podpora",
        description:
          "Predamo sistem, ki deluje, usposobimo vašo ekipo in ostanemo na voljo za podporo še dolgo po dobavi.",
        summary: "Sistem, ki deluje, in podpora tudi po predaji",
      },
    ],
    stepLabel: (step: number) => `Korak ${step}`,
  },
  whyChoose: {
    title: "Zakaj izbrati nas",
    intro:
      "Stranke nas izberejo, ko potrebujejo partnerja, ki razume tako inženirsko kot poslovno plat projekta.",
    items: [
      {
        icon: "layers",
        title: "Inženiring in trgovina na enem mestu",
        description:
          "Tehnično zasnovo in mednarodno nabavo izvede ena ekipa, brez vrzeli med specifikacijo in dobavo.",
      },
      {
        icon: "compass",
        title: "Neodvisno svetovanje",
        description:
          "Nismo vezani na nobenega proizvajalca, zato priporočamo tehnologijo in dobavitelje, ki ustrezajo vašemu projektu, ne katalogu.",
      },
      {
        icon: "shield",
        title: "Standardi in skladnost EU",
        description:
          "Specifikacije, certifikati in dokumentacija, pripravljeni v skladu z evropskimi predpisi, da vaš projekt uspešno prestane prevzem in presoje.",
      },
      {
        icon: "clipboard",
        title: "Izkušnje z javnimi razpisi",
        description:
          "Zahteve, ponudbe in dokumentacijo za javna naročila pripravijo ljudje, ki so sodelovali že pri številnih razpisih.",
      },
    ],
  },
  closing: {
    title: "Bi se radi pogovorili o svojem projektu?",
    text: "Za uvodni posvet se obrnite na našo ekipo. Obstoječi partnerji se lahko prijavijo v portal, kjer najdejo informacije o izdelkih in referenčne projekte.",
    primary: { label: "Kontaktirajte nas", to: paths.contact },
    secondary: { label: "Dostop do partnerskega portala", to: paths.login },
  },
});
