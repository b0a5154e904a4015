import { paths } from "../paths";
// The Slovenian twins named directly, so the texts read the same here as in the Slovenian build.
import { site } from "../site.sl";
import { slovenian } from "../translation";
import { drawings } from "./drawings.sl";
import type * as english from "./home";

export const homeContent = slovenian<typeof english.homeContent>({
  meta: {
    title: `${site.name} | Inženiring in mednarodna trgovina, Ljubljana`,
    description: `Družinsko podjetje za inženiring in mednarodno trgovino iz Ljubljane, ki deluje od leta ${site.foundedYear}: tehnično svetovanje, sistemska integracija, vodenje projektov, vstop na trge, nabava in podpora mednarodni trgovini.`,
  },
  hero: {
    eyebrow: `${site.location} · Od leta ${site.foundedYear}`,
    title: "Inženirske rešitve, mednarodna trgovina in zanesljiva partnerstva",
    lead: "Proizvajalcem, integratorjem in javnim ustanovam pomagamo načrtovati, zgraditi in nabaviti, kar potrebujejo, ter njihove izdelke pripeljati na nove trge – s skrbnostjo družinskega podjetja in s partnerji po vsej Evropi in Aziji.",
    primary: { label: "Spoznajte naše storitve", to: paths.services },
    secondary: { label: "O nas", to: paths.about },
    video: { play: "Predvajaj video v ozadju", pause: "Začasno ustavi video v ozadju" },
  },
  whyChoose: {
    title: `Zakaj izbrati ${site.name}`,
    intro:
      "Tri desetletja inženirskega in trgovskega dela so nas naučila, da dobri projekti temeljijo na strokovnem znanju, skrbnosti in pravih povezavah.",
    cards: [
      {
        icon: "award",
        title: `${site.figures.yearsExperience} let izkušenj`,
        description: `Od leta ${site.foundedYear} izvajamo inženirske in trgovske projekte po vsej Evropi in zunaj nje, skozi vse spremembe trgov in tehnologij.`,
      },
      {
        icon: "handshake",
        title: "Oseben pristop",
        description:
          "Od prvega klica do končne predaje sodelujete z istimi izkušenimi strokovnjaki. Najprej prisluhnemo, nato predlagamo, kar ustreza vašim ciljem in proračunu.",
      },
      {
        icon: "globe",
        title: "Globalna mreža",
        description: `Zaupanja vredni proizvajalci, logistična podjetja in partnerji v ${site.figures.countries} državah vam omogočajo hiter dostop do pravih dobaviteljev in trgov.`,
      },
    ],
  },
  solutions: {
    title: "Celovite rešitve",
    intro:
      "Od prve študije izvedljivosti do zadnje dobave pokrivamo tehnično in poslovno plat vašega projekta.",
    items: [
      {
        icon: "cog",
        title: "Inženirske rešitve",
        description:
          "Tehnično svetovanje, sistemska integracija in vodenje projektov v industriji, na področju varnosti in v javnem sektorju.",
        drawing: drawings.engineering,
      },
      {
        icon: "ship",
        title: "Mednarodna trgovina",
        description:
          "Vstop na trge, nabava in podpora mednarodni trgovini, ki povezujejo evropske in druge kupce ter dobavitelje po svetu.",
        drawing: drawings.trade,
      },
      {
        icon: "users",
        title: "Zanesljiva partnerstva",
        description:
          "Dolgoročni odnosi, ki temeljijo na preglednosti, izpolnjenih obljubah in podpori še dolgo po podpisu pogodbe.",
        drawing: drawings.partnerships,
      },
    ],
    partnershipPoints: [
      "Dolgoročni okvirni sporazumi",
      "Servis in rezervni deli po dobavi",
      "Zaupno ravnanje z načrti in dokumentacijo",
    ],
    link: { label: "Oglejte si vse storitve", to: paths.services },
    processLink: {
      label: "Kaj se zgodi v posameznem koraku",
      to: `${paths.services}#process`,
    },
    readyCard: {
      title: "Ste pripravljeni na začetek?",
      text: "Predstavite nam svoj projekt in odgovorili vam bodo izkušeni inženirji, ki bi na njem tudi delali.",
      action: { label: "Kontaktirajte nas", to: paths.contact },
    },
  },
  closing: {
    title: "Skupaj uresničimo vaš naslednji projekt",
    text: "Ne glede na to, ali potrebujete inženirskega partnerja, zanesljivega dobavitelja ali pot na nov trg, vam z veseljem pomagamo.",
    primary: { label: "Stopite v stik z nami", to: paths.contact },
    secondary: { label: "Več o nas", to: paths.about },
  },
});
