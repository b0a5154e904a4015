import { paths } from "../paths";
// The Slovenian twin named directly, so the texts read the same here as in the Slovenian build.
import { site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./about";

export const aboutContent = slovenian<typeof english.aboutContent>({
  meta: {
    title: "O nas",
    description: `Družinsko podjetje od leta ${site.foundedYear}: naše podjetje za inženiring in mednarodno trgovino iz Ljubljane sodeluje s proizvajalci in javnimi ustanovami v ${site.figures.countries} državah.`,
  },
  hero: {
    eyebrow: `Ustanovljeno leta ${site.foundedYear}`,
    title: "Družinsko podjetje z mednarodnim dosegom",
    lead: "Že več kot tri desetletja združujemo slovensko inženirsko znanje z mednarodno trgovsko mrežo in strankam pomagamo graditi, nabavljati in rasti onkraj meja.",
  },
  story: {
    title: "Naša zgodba",
    intro:
      "Kako je majhna inženirska pisarna v Ljubljani postala zaupanja vreden partner industrije in javnega sektorja.",
    paragraphs: [
      `Podjetje ${site.name} je bilo ustanovljeno v Ljubljani leta ${site.foundedYear}, v letu, ko je Slovenija postala samostojna država.`,
      "Začelo je kot majhna družinska inženirska pisarna, ki je lokalnim proizvajalcem svetovala pri proizvodni opremi, kmalu pa je našlo še drugo poslanstvo: istim podjetjem pomagati pri nakupu in prodaji prek meja, ki so se odpirale okoli njih.",
      "V naslednjih letih smo svetovanju dodali sistemsko integracijo in vodenje projektov ter razvili trgovsko dejavnost, ki srednjeevropsko industrijo povezuje z dobavitelji in kupci v tujini.",
      "Naši projekti so obsegali industrijsko avtomatizacijo, kontrolo kakovosti, tehnologijo varne identifikacije in opremo za javne ustanove.",
      `Podjetje je še danes v lasti družine, ki ga je ustanovila, in ga ta tudi vodi. Iz Ljubljane sodelujemo z mrežo proizvajalcev, logističnih podjetij in lokalnih zastopnikov v ${site.figures.countries} državah, zato naše stranke dobijo tako strokovno znanje inženirskega podjetja kot doseg mednarodne trgovske hiše.`,
    ],
    quote: {
      lead: "Neodvisnost nam veliko pomeni.",
      text: "Nimamo delničarjev, odgovorni smo le svojim strankam, in ne prodajamo nobenega vnaprej določenega nabora izdelkov, zato vam vedno priporočimo tisto, kar je po našem mnenju najboljše za vaš projekt.",
    },
  },
  timeline: {
    title: `${site.figures.yearsExperience} let, ena družina`,
    steps: [
      {
        when: `${site.foundedYear}`,
        text: "Ustanovitev v Ljubljani, v letu, ko je Slovenija postala samostojna",
      },
      { when: "", text: "Svetovanju se pridružita sistemska integracija in vodenje projektov" },
      { when: "", text: "Trgovska dejavnost odpre trge in dobavitelje v tujini" },
      {
        when: "Danes",
        text: `${site.figures.countries} držav, še vedno pod vodstvom ustanoviteljske družine`,
      },
    ],
  },
  figures: {
    title: "Naši dosežki",
    intro: "Več kot tri desetletja inženirskega in trgovskega dela v številkah.",
    stats: [
      {
        value: site.figures.yearsExperience,
        label: "Let izkušenj",
        description: `Neprekinjeno poslovanje od leta ${site.foundedYear}, skozi vse spremembe trgov in tehnologij.`,
      },
      {
        value: site.figures.clients,
        label: "Strank",
        description:
          "Proizvajalci, integratorji in javne ustanove, s katerimi mnogi sodelujemo že desetletja.",
      },
      {
        value: site.figures.countries,
        label: "Držav",
        description: "Države, v katerih so naši dobavitelji, partnerji in izvedeni projekti.",
      },
      {
        value: site.figures.rating,
        label: "Bonitetna ocena",
        description:
          "Najvišja bonitetna ocena, ki smo si jo prislužili z zdravim poslovanjem in pravočasnimi plačili.",
      },
    ],
  },
  values: {
    title: "Naše temeljne vrednote",
    intro: "Tri načela nas vodijo pri vsakem projektu od dneva, ko smo odprli vrata.",
    items: [
      {
        icon: "handshake",
        title: "Oseben pristop",
        description:
          "Od prvega pogovora do končne predaje imate opravka z istimi izkušenimi strokovnjaki. Preden karkoli predlagamo, si vzamemo čas, da razumemo vaše cilje, omejitve in proračun.",
      },
      {
        icon: "shield",
        title: "Zaupanje in zanesljivost",
        description:
          "Obljubimo le, kar lahko izpolnimo, in to tudi izpolnimo. Pregledne cene, pošteni roki in zaupno ravnanje z vašimi podatki so razlog, da se stranke k nam vračajo leto za letom.",
      },
      {
        icon: "award",
        title: "Odličnost",
        description:
          "Pri delu se držimo evropskih inženirskih standardov, izbiramo preizkušene tehnologije in partnerje ter preverimo vsak rezultat, preden pride do vas.",
      },
    ],
  },
  mission: {
    title: "Naše poslanstvo",
    statement:
      "Strankam zagotavljati inženirske in trgovske rešitve, ki delujejo v praksi: z združevanjem strokovnega znanja, osebne zavzetosti in zaupanja vredne mednarodne mreže ter tako, da za vsakim projektom stojimo še dolgo po njegovi predaji.",
    supporting:
      "Ne glede na to, ali vključujemo proizvodno linijo, vstopamo na nov trg ali nabavljamo komponente za javni razpis, svoj uspeh merimo po dolgoročnem uspehu strank in partnerjev, s katerimi sodelujemo.",
  },
  closing: {
    title: "Sodelujte s partnerjem, ki pozna inženiring in trgovino",
    text: "Povejte nam, kaj načrtujete, naj gre za posamezno komponento ali celoten sistem, in iskreno vam bomo povedali, kako vam lahko pomagamo.",
    primary: { label: "Kontaktirajte nas", to: paths.contact },
    secondary: { label: "Spoznajte naše storitve", to: paths.services },
  },
});
