import { site } from "../../../core/site.sl";
import { portalPageTitles } from "../../../core/texts/portal-page-names.sl";
import { slovenian } from "../../../core/translation";
import type * as english from "./case-studies";
import { portalLinks } from "./links.sl";

export const caseStudiesPage = slovenian<typeof english.caseStudiesPage>({
  kind: "case-studies",
  slug: "case-studies",
  hero: {
    eyebrow: "Reference",
    title: portalPageTitles["case-studies"],
    lead: "Štirje projekti, ki kažejo, kako delamo: kaj je stranka potrebovala, kaj smo zgradili s partnerji in kaj se je spremenilo, ko je sistem začel delovati. Uporabite jih v svojih ponudbah; z veseljem uredimo referenčni klic ali obisk.",
  },
  // Each label follows its figure as Slovenian counts it: "25+ držav", "99,7 % razpoložljivost".
  stats: {
    title: "Naši dosežki",
    intro: "Sistemi, ki smo jih dobavili s partnerji, v številkah.",
    items: [
      {
        value: site.figures.countries,
        label: "Držav",
        description: "S sistemi v vsakodnevni uporabi.",
      },
      {
        value: site.figures.citizensServed,
        label: "Državljanov",
        description: "Uporablja dokumente, ki jih izdajajo naši sistemi.",
      },
      {
        value: site.figures.documentsIssued,
        label: "Dokumentov",
        description: "Izdelanih kartic, potnih listov in dovoljenj.",
      },
      {
        value: site.figures.uptime,
        label: "Razpoložljivost",
        description: "Izmerjena v vseh namestitvah, ki jih podpiramo.",
      },
    ],
  },
  studies: {
    title: "Izbrani projekti",
    intro: "Vsak projekt smo izvedli z lokalnimi partnerji, ki ga danes upravljajo in podpirajo.",
    items: [
      {
        title: "Center za personalizacijo biometričnih potnih listov",
        country: "Severna Makedonija",
        category: portalPageTitles["government-solutions"],
        year: 2019,
        challenge:
          "Urad za potne liste je moral v osemnajstih mesecih preiti na biometrične potne liste, medtem ko je stara linija vsak dan še izdajala potne liste, prosilci pa so čakali do tri tedne.",
        solution:
          "Ob obstoječem centru smo zasnovali nov center za personalizacijo z laserskim graviranjem, kodiranjem čipa in sprotnim pregledom, ga povezali z matičnim registrom in proizvodnjo prenašali eno vrsto dokumenta za drugo.",
        results: [
          "Prvi biometrični potni listi izdani štiri tedne pred rokom",
          "Čas izdaje skrajšan s treh tednov na pet delovnih dni",
          "Izdajanje med prehodom ni zastalo niti en dan",
        ],
      },
      {
        title: "Posodobitev nacionalnih osebnih izkaznic",
        country: "Gana",
        category: portalPageTitles["government-solutions"],
        year: 2022,
        challenge:
          "Rastoče prebivalstvo in vpisni uradi s papirnimi evidencami so pomenili dolge vrste, podvojene zapise in osebne izkaznice, ki jih banke in mobilni operaterji niso mogli preveriti.",
        solution:
          "Z lokalnim integratorjem smo dobavili vpisne postaje, centralno personalizacijo in storitev preverjanja, ki jo banke in operaterji uporabljajo prek spleta, ter usposobili tehnike organa, da sisteme upravljajo sami.",
        results: [
          "Več kot 15 milijonov izdanih izkaznic v prvih dveh letih",
          "Podvojeni vpisi odkriti in razrešeni pred izdajo",
          "Spletno preverjanje identitete za banke in mobilne operaterje",
        ],
      },
      {
        title: "Center za personalizacijo plačilnih kartic",
        country: "Hrvaška",
        category: portalPageTitles["smart-card-solutions"],
        year: 2021,
        challenge:
          "Center za kartice, ki dela za več regionalnih bank, je moral podvojiti zmogljivost za brezkontaktne plačilne kartice in v istem letu opraviti zahtevno certifikacijsko presojo.",
        solution:
          "Dobavili smo dve modularni liniji za personalizacijo, upravljanje ključev prenesli v strojne varnostne module ter z ekipo centra pripravili dokumentacijo in postopke za certifikacijsko presojo.",
        results: [
          "Zmogljivost povečana na 3.000 kartic na uro na linijo",
          "Certifikacijska presoja opravljena v prvem poskusu",
          "Kartice novih bank dodane brez nove opreme",
        ],
      },
      {
        title: "Sprotni pregled vozniških dovoljenj",
        country: "Srbija",
        category: portalPageTitles["vision-inspection"],
        year: 2023,
        challenge:
          "Pri ročnem vzorčnem preverjanju so do prosilcev prihajala vozniška dovoljenja z napakami v tisku, vsak ponovni natis pa je organ stal denar, njegove stranke pa dodaten obisk.",
        solution:
          "Obstoječi liniji za personalizacijo smo dodali pregled s strojnim vidom, ki prebere vsako natisnjeno polje in ga primerja s proizvodnimi podatki, izločene kartice pa se samodejno natisnejo znova.",
        results: [
          "Pregledano vsako dovoljenje namesto enega od petdesetih",
          "Pritožbe zaradi napak v tisku zmanjšane za 95 %",
          "Naložba povrnjena v manj kot letu dni",
        ],
      },
    ],
  },
  closing: {
    title: "Potrebujete referenco za svojo ponudbo?",
    text: "Povejte nam o svoji stranki in njenem projektu. Predlagali vam bomo najustreznejšo referenco ter uredili klic ali obisk.",
    primary: portalLinks.contactTeam("case-study-reference"),
  },
});
