import type { ContactTopic } from "../../../core/contact-topics";
import type { CapabilityPage } from "../../../core/schemas/portal";
import { site } from "../../../core/site.sl";
import { portalPageTitles } from "../../../core/texts/portal-page-names.sl";
import { slovenian } from "../../../core/translation";
import type * as english from "./capabilities";
import { portalLinks } from "./links.sl";

/** A capability page's closing: its Request Information to /contact, naming the page's topic. */
function closing(topic: ContactTopic, title: string, text: string): CapabilityPage["closing"] {
  return { title, text, primary: portalLinks.requestInformation(topic) };
}

export const capabilityPages = slovenian<typeof english.capabilityPages>([
  {
    kind: "capabilities",
    slug: "semiconductor-products",
    hero: {
      eyebrow: portalPageTitles["semiconductor-products"],
      title: portalPageTitles["semiconductor-products"],
      lead: "Komponente za napajanje, zaznavanje in krmiljenje pogonov, razsmernikov, strojev in instrumentov. Nabavljamo jih pri kvalificiranih proizvajalcih, vašim inženirjem pomagamo izbrati pravi del in dobave načrtujemo tako, da vaša proizvodnja nikoli ne čaka na čip.",
    },
    capabilities: {
      title: "Kaj dobavljamo",
      intro:
        "Komponente za industrijsko opremo, ki mora delovati desetletja, z inženirsko podporo pred prvim naročilom in po zadnjem.",
      items: [
        {
          icon: "zap",
          title: "Močnostni polprevodniki",
          description:
            "Moduli IGBT in moduli iz silicijevega karbida, tranzistorji MOSFET in usmerniki za motorske pogone, razsmernike in napajalnike.",
          points: [
            "Izbira modulov in izračun izgub",
            "Toplotna zasnova in pregled krmilnikov vrat",
            "Kvalifikacija drugega vira",
          ],
        },
        {
          icon: "gauge",
          title: "Senzorji",
          description:
            "Senzorji tlaka, toka, temperature in položaja, izdelani za tresljaje, vročino in prah.",
          points: [
            "Izbira glede na delovno okolje",
            "Kalibracija in poročila o preskusih",
            "Vzorci za vaše prototipe",
          ],
        },
        {
          icon: "circuit-board",
          title: "Mikrokrmilniki in varni elementi",
          description:
            "Mikrokrmilniki, varni elementi in vgradni moduli z zagotovljeno dolgoročno razpoložljivostjo.",
          points: [
            "Družine z 10 do 15 leti dobave",
            "Varno vnašanje ključev",
            "Referenčne zasnove in razvojni kompleti",
          ],
        },
        {
          icon: "truck",
          title: "Dobava in življenjski cikel",
          description:
            "Načrtovane dobave, varnostna zaloga v Ljubljani in zgodnje opozorilo, ko se del bliža koncu življenjske dobe.",
          points: [
            "Okvirne pogodbe in odpoklicna naročila",
            "Spremljanje zastarevanja",
            "Načrtovanje zadnjih nakupov",
          ],
        },
      ],
    },
    closing: closing(
      "semiconductor-products",
      "Iščete komponento ali drugi vir?",
      "Pošljite nam kataloške številke, letne količine in želene roke, mi pa vam sporočimo razpoložljivost, dobavne roke in alternative.",
    ),
  },
  {
    kind: "capabilities",
    slug: "vision-inspection",
    hero: {
      eyebrow: portalPageTitles["vision-inspection"],
      title: portalPageTitles["vision-inspection"],
      lead: "Kamere, osvetlitev in programska oprema, ki pri polni hitrosti linije pregledajo vsako kartico, dokument in del. Pregled zasnujemo glede na vaše napake in tolerance, ga povežemo z vašimi stroji in pred prevzemom dokažemo, da deluje.",
    },
    capabilities: {
      title: "Kaj zmore pregled",
      intro:
        "Od ene kamere nad tekočim trakom do celovitega pregleda linije za personalizacijo dokumentov.",
      items: [
        {
          icon: "scan-eye",
          title: "Odkrivanje površinskih napak",
          description:
            "Praske, vključki, napake tiska in laminacije, odkriti na vsakem kosu, ne le na vzorcu.",
          points: [
            "Osvetlitev, prilagojena vsaki površini",
            "Razredi napak, dogovorjeni z vašo ekipo za kakovost",
            "Shranjene slike vsakega izločenega kosa",
          ],
        },
        {
          icon: "file-check",
          title: "Preverjanje tiska in kod",
          description:
            "Besedilo, črtne kode, kode DataMatrix in strojno berljiva območja, prebrani in primerjani s podatki, ki bi morali biti tam.",
          points: [
            "OCR in OCV osebnih podatkov",
            "Ocenjevanje kod po standardih ISO",
            "Preverjanje s proizvodno zbirko podatkov",
          ],
        },
        {
          icon: "ruler",
          title: "Merjenje dimenzij",
          description:
            "Brezkontaktno merjenje položajev, robov in elementov, z rezultati, zapisanimi v vaše evidence kakovosti.",
          points: [
            "Natančnost na ravni mikrometrov",
            "Statistični nadzor procesa",
            "Samodejno izločanje zunaj tolerance",
          ],
        },
        {
          icon: "network",
          title: "Vključitev v linijo in validacija",
          description:
            "Pregled, povezan z vašimi stroji in sistemi ter pred zagonom validiran z dokumentiranimi preskusi.",
          points: [
            "Povezave s krmilniki PLC in proizvodno programsko opremo",
            "Načrti preskusov z znanimi dobrimi in slabimi vzorci",
            "Usposabljanje upravljavcev in podpora na daljavo",
          ],
        },
      ],
    },
    closing: closing(
      "vision-inspection",
      "Želite videti, kaj bi kamera zaznala na vaši liniji?",
      "Pošljite nam vzorčne dele ali dokumente. Preizkusimo jih v našem laboratoriju in vam sporočimo, kaj je mogoče zaznati, pri kateri hitrosti in s kolikšno zanesljivostjo.",
    ),
  },
  {
    kind: "capabilities",
    slug: "software-solutions",
    hero: {
      eyebrow: portalPageTitles["software-solutions"],
      title: portalPageTitles["software-solutions"],
      lead: "Programska oprema, ki vlogo spremeni v dokument: vpis, priprava podatkov, vodenje proizvodnje, preverjanje in revizija. Nastavimo preizkušene izdelke, jih povežemo z vašimi registri in razvijemo, kar manjka.",
    },
    capabilities: {
      title: "Kaj zmore naša programska oprema",
      intro:
        "Vsak modul deluje samostojno ali kot del enotnega sistema za izdajanje, na vaših strežnikih ali v certificiranem podatkovnem centru.",
      items: [
        {
          icon: "id-card",
          title: "Upravljanje izdajanja dokumentov",
          description:
            "Vloge, odobritve, proizvodni nalogi in dostava, sledeni od okenca do državljana.",
          points: [
            "Potek dela, prilagojen vašim postopkom",
            "Načrtovanje proizvodnje na več lokacijah",
            "Popolna revizijska sled vsakega dokumenta",
          ],
        },
        {
          icon: "fingerprint",
          title: "Preverjanje identitete",
          description:
            "Primerjava obraza in prstnih odtisov ter preverjanje pristnosti dokumentov za okenca, meje in spletne storitve.",
          points: [
            "Primerjava ena proti ena in ena proti mnogim",
            "Branje čipa in preverjanje pristnosti",
            "Zaznavanje živosti",
          ],
        },
        {
          icon: "workflow",
          title: "Integracija in vmesna programska oprema",
          description:
            "Zanesljive povezave z matičnimi registri, policijskimi sistemi, upravljanjem ključev in opremo za personalizacijo.",
          points: [
            "Standardni in prilagojeni priključki",
            "Čakalne vrste sporočil s ponovnimi poskusi in nadzorom",
            "Varstvo podatkov že v zasnovi",
          ],
        },
        {
          icon: "server",
          title: "Razvoj in gostovanje",
          description:
            "Razvoj po meri tam, kjer se zmožnosti izdelkov končajo, in delovanje v varnem podatkovnem centru, če sistema ne želite upravljati sami.",
          points: [
            "Razvoj po vaši specifikaciji",
            "Gostovanje z nadzorom in varnostnimi kopijami",
            "Varnostne posodobitve ves čas življenjske dobe sistema",
          ],
        },
      ],
    },
    closing: closing(
      "software-solutions",
      "Potrebujete programsko opremo za svoje dokumente?",
      "Opišite postopek, ki ga želite podpreti, in sisteme, s katerimi se mora povezovati. Predlagali vam bomo module, povezave in načrt.",
    ),
  },
  {
    kind: "capabilities",
    slug: "service-support",
    hero: {
      eyebrow: portalPageTitles["service-support"],
      title: portalPageTitles["service-support"],
      lead: `Sistemi, ki jih dobavimo, delujejo deset let ali več, mi pa ostanemo z njimi. Naša služba za pomoč uporabnikom je dosegljiva ${site.figures.support}, naši inženirji pridejo na teren, v skladiščih pa imamo dele, s katerimi so izpadi kratki.`,
    },
    capabilities: {
      title: "Kaj obsega podpora",
      intro: "Ravni storitev, dogovorjene za vsak sistem posebej, merjene in poročane vsak mesec.",
      items: [
        {
          icon: "headset",
          title: `Pomoč uporabnikom ${site.figures.support}`,
          description:
            "Ena telefonska številka in en sistem zahtevkov za vse sisteme, ki smo jih dobavili; odgovarjajo inženirji, ki jih poznajo.",
          points: [
            "Odzivni časi, dogovorjeni v pogodbi",
            "Diagnostika na daljavo prek varnih povezav",
            "Posredovanje proizvajalcu, kadar je treba",
          ],
        },
        {
          icon: "wrench",
          title: "Preventivno vzdrževanje",
          description:
            "Načrtovani obiski, pri katerih zamenjamo obrabljene dele in posodobimo programsko opremo, preden povzročijo zastoj.",
          points: [
            "Načrti vzdrževanja za vsak stroj",
            "Kalibracija in varnostni pregledi",
            "Poročila s priporočili",
          ],
        },
        {
          icon: "boxes",
          title: "Rezervni deli in popravila",
          description:
            "Ključni rezervni deli na zalogi v Ljubljani in pri strankah, popravila pa namesto vas uredimo s proizvajalcem.",
          points: [
            "Konsignacijska zaloga pri vas",
            "Nadomestne enote za hitra popravila",
            "Sledenje delov po serijski številki",
          ],
        },
        {
          icon: "graduation-cap",
          title: "Usposabljanje in certificiranje",
          description:
            "Tečaji za upravljavce, tehnike in skrbnike sistemov v našem centru za usposabljanje ali v vaših prostorih.",
          points: [
            "Tečaji za vsako vlogo",
            "Praktični izpiti in certifikati",
            "Obnovitveno usposabljanje po nadgradnjah",
          ],
        },
      ],
    },
    closing: closing(
      "service-support",
      "Potrebujete servisno pogodbo za svoje sisteme?",
      "Povejte nam, katere sisteme uporabljate in kako ključni so. Predlagali vam bomo raven storitev, rezervne dele in ceno.",
    ),
  },
  {
    kind: "capabilities",
    slug: "precision-manufacturing",
    hero: {
      eyebrow: portalPageTitles["precision-manufacturing"],
      title: portalPageTitles["precision-manufacturing"],
      lead: "Strojno obdelani deli, pritrdilne naprave in celotni sklopi, ki jih po vaših risbah izdelajo preverjene delavnice v Sloveniji in regiji. Z njimi sodelujemo že vrsto let; vodimo naročilo, preverimo kakovost in dobavimo s celotno dokumentacijo.",
    },
    capabilities: {
      title: "Kaj izdelamo",
      intro: "Od posameznih prototipov do serij več tisoč kosov na leto.",
      items: [
        {
          icon: "cog",
          title: "CNC-obdelava",
          description:
            "Rezkanje in struženje aluminija, jekla, nerjavnega jekla in tehničnih plastik na tri- do petosnih strojih.",
          points: [
            "Tolerance do ±0,01 mm",
            "Površinske obdelave in prevleke",
            "Prototipi v nekaj dneh, serije po načrtu",
          ],
        },
        {
          icon: "wrench",
          title: "Orodja in pritrdilne naprave",
          description:
            "Šablone, pritrdilne naprave in posebna orodja, s katerimi je vaša proizvodnja hitrejša in ponovljiva.",
          points: [
            "Zasnova po vaših zahtevah",
            "Izdelava in poskusni zagoni",
            "Prilagoditve, ko se vaš izdelek razvija",
          ],
        },
        {
          icon: "layers",
          title: "Montaža in testiranje",
          description:
            "Mehanski in elektromehanski sklopi, sestavljeni, preizkušeni in pakirani, pripravljeni za vgradnjo.",
          points: [
            "Montaža po vaših delovnih navodilih",
            "Funkcionalni in električni preskusi",
            "Označevanje in pakiranje za izvoz",
          ],
        },
        {
          icon: "microscope",
          title: "Meroslovje in kakovost",
          description:
            "Vsako serijo izmerimo glede na risbo, s poročili, ki jih lahko predate svoji stranki.",
          points: [
            "Koordinatni merilni stroji",
            "Poročila o pregledu prvega kosa",
            "Certifikati materialov in sledljivost",
          ],
        },
      ],
    },
    closing: closing(
      "precision-manufacturing",
      "Imate risbo, po kateri potrebujete izdelek?",
      "Pošljite nam risbe, materiale in količine. Odgovorili bomo s ceno, dobavnim rokom in predlogi, s katerimi bo izdelava dela cenejša.",
    ),
  },
  {
    kind: "capabilities",
    slug: "e-mobility-solar",
    hero: {
      eyebrow: portalPageTitles["e-mobility-solar"],
      title: portalPageTitles["e-mobility-solar"],
      lead: "Polnilnice, sončne elektrarne in baterijski hranilniki za podjetja, parkirišča in občine. Sistem načrtujemo, uredimo priključitev na omrežje in dovoljenja, ga z lokalnimi izvajalci namestimo in skrbimo, da deluje.",
    },
    capabilities: {
      title: "Kaj ponujamo",
      intro:
        "En partner za energijo, ki jo proizvedete, shranite in porabite, prilagojen vaši lokaciji in proračunu.",
      items: [
        {
          icon: "plug",
          title: "Polnilna infrastruktura za električna vozila",
          description:
            "Polnjenje z izmeničnim in enosmernim tokom za vozne parke, zaposlene in javnost, s plačevanjem in upravljanjem obremenitve.",
          points: [
            "Ogledi lokacij in študije zmogljivosti omrežja",
            "Polnilnice od 11 kW do 300 kW",
            "Programska oprema za upravljanje in obračun",
          ],
        },
        {
          icon: "sun",
          title: "Sončne elektrarne",
          description:
            "Strešne in prostostoječe sončne elektrarne za lastno porabo ali prodajo električne energije v omrežje.",
          points: [
            "Simulacija proizvodnje in zasnova",
            "Dovoljenja in priključitev na omrežje",
            "Namestitev in zagon",
          ],
        },
        {
          icon: "battery",
          title: "Baterijski hranilniki energije",
          description:
            "Hranilniki, ki sončno energijo prenesejo v večer, znižajo konične obremenitve in ohranjajo delovanje ključnih porabnikov.",
          points: [
            "Dimenzioniranje po vašem profilu porabe",
            "Zniževanje konic in rezervno napajanje",
            "Varnostni koncept in požarna zaščita",
          ],
        },
        {
          icon: "chart",
          title: "Upravljanje energije",
          description:
            "Nadzor in krmiljenje, ki uravnotežita polnilnice, sončno elektrarno, hranilnik in omrežje ter pokažeta, koliko ste prihranili.",
          points: [
            "Sprotni nadzor in mesečna poročila",
            "Pametni urniki polnjenja",
            "Opozorila in servis na daljavo",
          ],
        },
      ],
    },
    closing: closing(
      "e-mobility-solar",
      "Načrtujete polnilnice ali sončno elektrarno?",
      "Sporočite nam naslov lokacije, svojo porabo in cilje. Poslali vam bomo prvo zasnovo s pričakovano proizvodnjo in dobo povračila.",
    ),
  },
]);
