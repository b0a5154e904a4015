import { formatAddress } from "../firm";
import { informationCommissioner as commissioner } from "./information-commissioner";
import { dataRetention, terms } from "../limits";
import { paths } from "../paths";
import { plural } from "../plural";
// The Slovenian firm details (the country in Slovenian), named directly so that the documents
// read the same wherever this module is loaded, in the Slovenian build and in the tests alike.
import { fullAddress, site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./legal";

/** "30 dni", "2 dneva": a number of days as the subject or object of a sentence. */
const days = (count: number) =>
  `${count} ${plural("sl", count, { one: "dan", two: "dneva", few: "dnevi", other: "dni" })}`;

/** "v 30 dneh", "v 1 dnevu": within a number of days. */
const withinDays = (count: number) =>
  `v ${count} ${plural("sl", count, { one: "dnevu", two: "dneh", few: "dneh", other: "dneh" })}`;

const years = (count: number) =>
  `${count} ${plural("sl", count, { one: "leto", two: "leti", few: "leta", other: "let" })}`;

const months = (count: number) =>
  `${count} ${plural("sl", count, { one: "mesec", two: "meseca", few: "mesece", other: "mesecev" })}`;

export const legalLabels = slovenian<typeof english.legalLabels>({
  lastUpdated: "Zadnja posodobitev",
  tableOfContents: "Kazalo vsebine",
  contents: "Vsebina",
  inShort: "Na kratko",
  contact: {
    address: "Naslov",
    email: "E-pošta",
    phone: "Telefon",
  },
});

export const legalContact = slovenian<typeof english.legalContact>({
  name: site.legalName,
  address: fullAddress,
  email: site.legalEmail,
  phone: site.phone,
  emailHref: `mailto:${site.legalEmail}`,
  phoneHref: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
});

const legalEmailLink: english.LegalLink = { label: site.legalEmail, href: legalContact.emailHref };

const informationCommissioner = {
  // In a Slovenian text the Slovenian authority's address needs no country.
  address: formatAddress(commissioner.address),
  website: { label: "www.ip-rs.si", href: "https://www.ip-rs.si/" } satisfies english.LegalLink,
};

export const privacyPolicy = slovenian<typeof english.privacyPolicy>({
  meta: {
    title: "Politika zasebnosti",
    description: `Kako ${site.name} obdeluje osebne podatke v skladu s Splošno uredbo o varstvu podatkov (GDPR): sporočila prek kontaktnega obrazca, računi na partnerskem portalu, piškotki, hramba podatkov in vaše pravice.`,
  },
  hero: {
    eyebrow: "Pravno",
    title: "Politika zasebnosti",
    lead: "Kako zbiramo, uporabljamo in varujemo osebne podatke, ko obiščete naše spletno mesto, nam pišete ali uporabljate partnerski portal, in katere pravice imate po predpisih EU o varstvu podatkov.",
  },
  summary:
    "Zbiramo le podatke, ki jih potrebujemo, da odgovorimo na vaša povpraševanja in varno upravljamo partnerski portal. Ne uporabljamo piškotkov za sledenje ali oglaševanje, osebnih podatkov nikoli ne prodajamo, kadar koli pa nas lahko zaprosite, da vam omogočimo vpogled v podatke, ki jih hranimo o vas, ali da jih popravimo oziroma izbrišemo.",
  sections: [
    {
      id: "introduction",
      title: "Uvod in upravljavec osebnih podatkov",
      blocks: [
        {
          kind: "paragraph",
          text: `${site.legalName} (v nadaljevanju: »mi«) je družinsko inženirsko in mednarodno trgovsko podjetje s sedežem v Ljubljani. Ta politika zasebnosti pojasnjuje, kako obdelujemo osebne podatke, ko obiščete naše spletno mesto, nam pošljete sporočilo prek kontaktnega obrazca ali uporabljate partnerski portal.`,
        },
        {
          kind: "paragraph",
          text: `Upravljavec vaših osebnih podatkov je ${site.legalName}, ${fullAddress}. Osebne podatke obdelujemo v skladu s Splošno uredbo o varstvu podatkov (Uredba (EU) 2016/679, v nadaljevanju: GDPR) in Zakonom o varstvu osebnih podatkov (ZVOP-2).`,
        },
        {
          kind: "paragraph",
          text: "To politiko zasebnosti lahko posodobimo, kadar se spremenijo naše storitve ali predpisi. Datum na vrhu te strani pove, kdaj je bila nazadnje posodobljena. O bistvenih spremembah, ki zadevajo uporabnike partnerskega portala, bomo te obvestili tudi po e-pošti.",
        },
      ],
    },
    {
      id: "data-we-collect",
      title: "Katere podatke zbiramo",
      blocks: [
        {
          kind: "paragraph",
          text: "Zbiramo osebne podatke, ki nam jih posredujete sami, in omejen obseg tehničnih podatkov, ki jih vaš brskalnik pošlje, ko uporabljate spletno mesto:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Kontaktni obrazec",
              text: "vaše ime, e-poštni naslov, podjetje (neobvezno), zadeva in sporočilo, ki ga napišete. Enako velja za e-poštna sporočila, ki nam jih pošljete neposredno.",
            },
            {
              term: "Podatki računa na partnerskem portalu",
              text: "vaš e-poštni naslov, ime in priimek, podjetje in vloga računa; vaše geslo, ki ga hranimo le kot enosmerno kriptografsko zgoščeno vrednost in ga nikoli ne moremo prebrati; ter evidenca vaših prijav (datum in čas, naslov IP, brskalnik, število prijav in datum zadnje prijave).",
            },
            {
              term: "Tehnični podatki",
              text: "vaš naslov IP, vrsta in različica brskalnika, operacijski sistem, zahtevane strani in datoteke, stran, s katere ste prišli, ter datum in čas vsake zahteve. Naši strežniki jih beležijo v strežniške dnevnike, kot to počne skoraj vsako spletno mesto.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Piškotki: to spletno mesto ne uporablja piškotkov za sledenje, analitiko ali oglaševanje in nobenih orodij tretjih oseb za sledenje. Obiskovalci, ki le berejo naše javne strani, od nas ne prejmejo nobenega piškotka. Za partnerski portal nastavljamo le nujno potrebne sejne piškotke, ki vas po prijavi ohranjajo varno prijavljene in se izbrišejo, ko se odjavite ali ko se vaša seja konča. Vaš brskalnik poleg tega hrani kratek zapis o tem, da ste prijavljeni, ki ni zaupne narave (vaš ID uporabnika, e-poštni naslov in čas poteka seje), da lahko spletno mesto prikaže pravi meni; ta zapis ne vsebuje ne gesla ne žetona za dostop.",
        },
        {
          kind: "paragraph",
          text: "Podatkov o otrocih zavestno ne zbiramo in ne zahtevamo posebnih vrst osebnih podatkov, kot so podatki o zdravju. Prosimo, da takih podatkov ne navajate v svojih sporočilih.",
        },
      ],
    },
    {
      id: "how-we-use-data",
      title: "Kako uporabljamo vaše podatke",
      blocks: [
        { kind: "paragraph", text: "Osebne podatke uporabljamo le za te namene:" },
        {
          kind: "list",
          items: [
            "da odgovorimo na vaša vprašanja in povpraševanja za ponudbo ter jih nadalje obravnavamo;",
            "da odpiramo in upravljamo račune na partnerskem portalu, partnerjem omogočamo prijavo in ponastavitev gesla ter jim dajemo dostop do informacij, ki jih delimo prek portala;",
            "da zagotavljamo varnost spletnega mesta in partnerskega portala: odkrivamo in preprečujemo nepooblaščen dostop, omejujemo ponavljajoče se poskuse prijave in zlorabe kontaktnega obrazca, končujemo seje ob nedejavnosti in preiskujemo varnostne incidente;",
            "da upravljamo in vzdržujemo spletno mesto ter odpravljamo napake v njegovem delovanju;",
            "da pripravljamo in izvajamo pogodbe s strankami, partnerji in dobavitelji, vključno z izdajanjem računov;",
            "da izpolnjujemo svoje zakonske obveznosti ter uveljavljamo, izvajamo ali branimo pravne zahtevke.",
          ],
        },
        {
          kind: "paragraph",
          text: "Vaših podatkov ne uporabljamo za oglaševanje, oblikovanje profilov ali avtomatizirano sprejemanje odločitev in vam ne pošiljamo trženjskih e-poštnih sporočil, razen če ste zanje zaprosili.",
        },
      ],
    },
    {
      id: "legal-basis",
      title: "Pravne podlage za obdelavo",
      blocks: [
        {
          kind: "paragraph",
          text: "Osebne podatke obdelujemo na podlagi naslednjih pravnih podlag iz člena 6(1) GDPR:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Pogodba",
              text: "obdelava je potrebna za izvajanje ukrepov na vašo zahtevo pred sklenitvijo pogodbe, na primer za odgovor na povpraševanje za ponudbo, in za izvajanje pogodbe, vključno z zagotavljanjem računov na partnerskem portalu našim poslovnim partnerjem (točka (b) člena 6(1)).",
            },
            {
              term: "Zakoniti interesi",
              text: "odgovarjanje na splošna povpraševanja, zagotavljanje varnosti spletnega mesta in portala s strežniškimi dnevniki, evidencami prijav in omejevanjem števila zahtev ter uveljavljanje ali obramba pravnih zahtevkov (točka (f) člena 6(1)). Na to podlago se opremo le, kadar nad našimi interesi ne prevladajo vaše pravice in svoboščine.",
            },
            {
              term: "Zakonska obveznost",
              text: "vodenje računovodskih in davčnih evidenc ter odzivanje na zakonite zahteve javnih organov (točka (c) člena 6(1)).",
            },
            {
              term: "Privolitev",
              text: "kadar vas prosimo za privolitev, na primer za pošiljanje novic o naših storitvah, jo lahko kadar koli prekličete. Preklic ne vpliva na zakonitost obdelave, ki je bila izvedena pred preklicem (točka (a) člena 6(1)).",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Osebnih podatkov nam po zakonu niste dolžni posredovati. Brez vašega imena, e-poštnega naslova, zadeve in sporočila pa ne moremo odgovoriti na vaše povpraševanje, brez računa pa vam ne moremo omogočiti dostopa do partnerskega portala. Za nujno potrebne sejne piškotke privolitev ni potrebna, saj brez njih portal, ki ga želite uporabljati, ne more delovati.",
        },
      ],
    },
    {
      id: "sharing-and-transfers",
      title: "Posredovanje podatkov in prenosi v tretje države",
      blocks: [
        {
          kind: "paragraph",
          text: "Osebnih podatkov nikoli ne prodajamo, ne dajemo v najem in z njimi ne trgujemo, prav tako jih ne posredujemo oglaševalcem. Posredujemo jih le spodaj navedenim uporabnikom osebnih podatkov in le v nujno potrebnem obsegu:",
        },
        {
          kind: "list",
          items: [
            "ponudnikom gostovanja in storitev IT, ki kot naši obdelovalci v našem imenu upravljajo strežnike, podatkovno zbirko in pošiljanje e-pošte ter so zavezani s pogodbami o obdelavi osebnih podatkov po členu 28 GDPR;",
            "strokovnim svetovalcem, kot so odvetniki, računovodje in revizorji, ki jih zavezuje poklicna molčečnost;",
            "proizvajalcem, dobaviteljem in logističnim partnerjem, kadar je to potrebno za pripravo ponudbe ali izvedbo naročila, ki ste ga želeli, in še to le podatke, ki jih potrebujejo;",
            "sodiščem, javnim organom in drugim organom, kadar to zahteva zakon ali kadar je to potrebno za uveljavljanje, izvajanje ali obrambo pravnih zahtevkov.",
          ],
        },
        {
          kind: "paragraph",
          text: "Osebne podatke hranimo v Evropski uniji in Evropskem gospodarskem prostoru (EGP). Kot mednarodno trgovsko podjetje včasih sodelujemo s partnerji zunaj EGP. Kadar je prenos zunaj EGP potreben, ga izvedemo le v države, za katere je Evropska komisija sprejela sklep o ustreznosti, na podlagi standardnih pogodbenih določil Evropske komisije ali, kadar je prenos potreben za izvajanje pogodbe, ki ste jo želeli skleniti, na podlagi člena 49 GDPR. Na zahtevo vam posredujemo kopijo zaščitnih ukrepov, ki veljajo za prenos.",
        },
      ],
    },
    {
      id: "retention",
      title: "Hramba in varnost podatkov",
      blocks: [
        {
          kind: "paragraph",
          text: "Osebne podatke hranimo le toliko časa, kolikor jih potrebujemo za zgoraj opisane namene:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Sporočila prek kontaktnega obrazca",
              text: `toliko časa, kolikor je potrebno, da odgovorimo na vaše povpraševanje in ga nadalje obravnavamo, vendar ne dlje kot ${years(dataRetention.contactMessageYears)} po našem zadnjem stiku z vami. Če povpraševanje privede do sklenitve pogodbe, ga hranimo skupaj s pogodbeno dokumentacijo.`,
            },
            {
              term: "Računi na partnerskem portalu",
              text: `dokler je račun odprt. Ko račun zapremo, izbrišemo njegov profil; evidence prijav iz varnostnih razlogov hranimo največ ${months(dataRetention.signInRecordMonths)}.`,
            },
            {
              term: "Strežniški dnevniki",
              text: "največ 90 dni, razen če posamezen zapis potrebujemo za preiskavo varnostnega incidenta.",
            },
            {
              term: "Pogodbena in računovodska dokumentacija",
              text: "toliko časa, kolikor zahtevajo slovenski računovodski in davčni predpisi; za račune je to trenutno deset let.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: "Osebne podatke varujemo z ustreznimi tehničnimi in organizacijskimi ukrepi: s šifriranimi povezavami (HTTPS), z gesli, shranjenimi le kot močne enosmerne zgoščene vrednosti, z dostopom, omejenim na zaposlene, ki ga potrebujejo, s samodejno odjavo po obdobju nedejavnosti in z omejitvijo ponavljajočih se poskusov prijave. Če bi kršitev varstva osebnih podatkov verjetno ogrozila vaše pravice, bomo o njej obvestili vas in nadzorni organ, kot zahteva GDPR.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Vaše pravice",
      blocks: [
        {
          kind: "paragraph",
          text: "Kot posameznik, na katerega se nanašajo osebni podatki, imate po GDPR naslednje pravice:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Dostop",
              text: "izveste lahko, ali obdelujemo vaše osebne podatke, in prejmete njihovo kopijo (člen 15);",
            },
            {
              term: "Popravek",
              text: "zahtevate lahko, da netočne podatke popravimo in nepopolne dopolnimo (člen 16);",
            },
            {
              term: "Izbris",
              text: "zahtevate lahko, da vaše podatke izbrišemo, kadar jih ne potrebujemo več ali jih obdelujemo nezakonito (člen 17);",
            },
            {
              term: "Omejitev obdelave",
              text: "zahtevate lahko, da obdelavo omejimo, na primer dokler preverjamo točnost vaših podatkov (člen 18);",
            },
            {
              term: "Prenosljivost podatkov",
              text: "podatke, ki ste nam jih posredovali, lahko prejmete v strukturirani, splošno uporabljani in strojno berljivi obliki ali zahtevate, da jih posredujemo drugemu upravljavcu (člen 20);",
            },
            {
              term: "Ugovor",
              text: "iz razlogov, povezanih z vašim posebnim položajem, lahko kadar koli ugovarjate obdelavi, ki temelji na naših zakonitih interesih (člen 21);",
            },
            {
              term: "Preklic privolitve",
              text: "privolitev, ki ste jo dali, lahko kadar koli prekličete, z učinkom za naprej;",
            },
            {
              term: "Pritožba",
              text: [
                `pritožbo lahko vložite pri Informacijskem pooblaščencu, ${informationCommissioner.address}, `,
                informationCommissioner.website,
                ", ali pri nadzornem organu države članice EU, v kateri živite ali delate (člen 77).",
              ],
            },
          ],
        },
        {
          kind: "paragraph",
          text: [
            "Za uveljavljanje svojih pravic nam pišite na ",
            legalEmailLink,
            " ali po pošti na naslov iz razdelka »Kontakt«. Odgovorimo vam v enem mesecu; pri zapletenih zahtevah lahko ta rok podaljšamo za največ dva meseca, o čemer vas bomo obvestili in pojasnili razloge. Uveljavljanje pravic je brezplačno. Preden vam razkrijemo ali spremenimo kakršne koli podatke, vas lahko prosimo, da potrdite svojo identiteto.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Kontakt",
      blocks: [
        {
          kind: "paragraph",
          text: "Če imate vprašanja o tej politiki zasebnosti ali o tem, kako obdelujemo vaše osebne podatke, ali če želite uveljavljati svoje pravice, se obrnite na nas. Če v zadevo sporočila zapišete »Varstvo osebnih podatkov«, bo vaša zahteva hitreje prišla do prave osebe.",
        },
        { kind: "contact" },
      ],
    },
  ],
});

export const termsAndConditions = slovenian<typeof english.termsAndConditions>({
  meta: {
    title: "Splošni pogoji poslovanja",
    description: `Pogoji za ponudbe, naročila, plačilo ${withinDays(terms.paymentDays)}, dobavo, jamstva, odgovornost in spore s podjetjem ${site.name} po slovenskem pravu in pravu EU.`,
  },
  hero: {
    eyebrow: "Pravno",
    title: "Splošni pogoji poslovanja",
    lead: "Pogoji, ki veljajo za naše inženirske storitve, naše trgovske dobave ter za vašo uporabo tega spletnega mesta in partnerskega portala.",
  },
  summary: `Kaj dobavimo, določa naša ponudba ali potrditev naročila. Račune je treba plačati ${withinDays(terms.paymentDays)}, ugovore in reklamacije je treba sporočiti ${withinDays(terms.disputeReportDays)}, za te pogoje velja pravo Republike Slovenije in Evropske unije, o morebitnih sporih pa odloča sodišče v Ljubljani.`,
  sections: [
    {
      id: "acceptance",
      title: "Sprejem splošnih pogojev",
      blocks: [
        {
          kind: "paragraph",
          text: `Ti splošni pogoji poslovanja (v nadaljevanju: splošni pogoji) veljajo za vse ponudbe, naročila, pogodbe in storitve družbe ${site.legalName} (v nadaljevanju: »mi«), ${fullAddress}, ter za vašo uporabo tega spletnega mesta in partnerskega portala.`,
        },
        {
          kind: "paragraph",
          text: "S sprejemom ponudbe, oddajo naročila ali uporabo spletnega mesta se strinjate s temi splošnimi pogoji. Če delujete v imenu podjetja ali javnega organa, potrjujete, da ste pooblaščeni, da ga zavežete.",
        },
        {
          kind: "paragraph",
          text: "Naše storitve so namenjene podjetjem in javnim ustanovam. Vaši splošni pogoji veljajo le, če smo jih pisno sprejeli. Če pisna pogodba, ki sta jo podpisali obe stranki, vsebuje drugačne določbe, imajo določbe te pogodbe prednost pred temi splošnimi pogoji.",
        },
        {
          kind: "paragraph",
          text: "Te splošne pogoje lahko občasno posodobimo. Za posamezno naročilo velja različica, ki je bila na tem spletnem mestu objavljena na dan, ko smo naročilo potrdili.",
        },
      ],
    },
    {
      id: "services",
      title: "Naše storitve",
      blocks: [
        {
          kind: "paragraph",
          text: "Zagotavljamo inženirske storitve (tehnično svetovanje, sistemsko integracijo in vodenje projektov) in storitve mednarodne trgovine (vstop na trge, nabavo in podporo mednarodni trgovini) ter dobavljamo izdelke naših proizvodnih partnerjev.",
        },
        {
          kind: "paragraph",
          text: "Natančen obseg, rezultati dela in časovni načrt posameznega posla so določeni v naši ponudbi ali potrditvi naročila. Informacije na tem spletnem mestu in v partnerskem portalu opisujejo naše storitve na splošno in niso zavezujoča ponudba.",
        },
        {
          kind: "paragraph",
          text: "Za izvedbo posameznih delov posla lahko vključimo usposobljene podizvajalce in partnerje; za njihovo delo vam odgovarjamo mi.",
        },
        {
          kind: "paragraph",
          text: "Dostop do partnerskega portala dobijo pooblaščeni poslovni partnerji. Uporabniški računi so osebni: geslo varujte kot zaupno, računa ne delite z drugimi in nas takoj obvestite, če sumite na zlorabo. Da zavarujemo portal, lahko račun začasno onemogočimo.",
        },
      ],
    },
    {
      id: "quotations-and-orders",
      title: "Ponudbe in naročila",
      blocks: [
        {
          kind: "list",
          items: [
            "Ponudbe veljajo v roku, ki je v njih naveden, in temeljijo na informacijah, ki ste nam jih posredovali. Če se te informacije izkažejo za nepopolne ali se spremenijo, lahko ponudbo prilagodimo.",
            "Pogodba je sklenjena, ko vaše naročilo pisno potrdimo (zadošča e-pošta) ali ko ga začnemo izvajati, kar nastopi prej.",
            "Za spremembe potrjenega naročila, na primer njegovega obsega, količin, specifikacij ali rokov dobave, je potrebno naše pisno soglasje; spremembe lahko vplivajo na ceno in časovni načrt.",
            "Če potrjeno naročilo prekličete, plačate že opravljeno delo in stroške, ki se jim ne moremo izogniti, vključno z blagom, ki je bilo naročeno ali izdelano posebej za vas.",
          ],
        },
      ],
    },
    {
      id: "pricing-and-payment",
      title: "Cene in plačilo",
      blocks: [
        {
          kind: "list",
          items: [
            "Cene so navedene v evrih (EUR) in ne vključujejo davka na dodano vrednost ter drugih davkov, dajatev in stroškov, razen če je v ponudbi navedeno drugače.",
            `Rok plačila je ${days(terms.paymentDays)}: vsak račun je treba v celoti plačati ${withinDays(terms.paymentDays)} od datuma računa, brez odbitkov, na transakcijski račun, ki je naveden na računu.`,
            "Pri večjih projektih ali blagu, izdelanem po naročilu, lahko zahtevamo avans ali plačilo v dogovorjenih delnih zneskih ob doseženih mejnikih, kot je določeno v ponudbi.",
            "Od zamujenih plačil obračunamo zakonske zamudne obresti po slovenskem pravu. Do plačila zapadlih zneskov lahko tudi ustavimo nadaljnje delo in dobave.",
            "Blago ostane naša last do plačila celotne kupnine.",
          ],
        },
      ],
    },
    {
      id: "delivery",
      title: "Dobava",
      blocks: [
        {
          kind: "list",
          items: [
            "Dobavni pogoji so določeni v potrditvi naročila, za blago, ki ga odpremimo, pa velja pravilo Incoterms® 2020, ki je tam navedeno. Nevarnost preide na vas, kot določa to pravilo.",
            "Dobavni roki so okvirni in podani v dobri veri. O vsaki pričakovani zamudi vas bomo nemudoma obvestili in se z vami dogovorili za nov rok. Delne dobave so dovoljene, razen če je dogovorjeno drugače.",
            "Za uvozna dovoljenja, licence in dostop do mesta dobave ali vgradnje ste odgovorni vi, razen če smo se dogovorili, da jih zagotovimo mi.",
            "Ne odgovarjamo za zamude ali neizpolnitev zaradi dogodkov, na katere razumno ne moremo vplivati, kot so naravne nesreče, vojna, epidemije, stavke, izvozne omejitve ali izpadi prevoznikov in dobaviteljev. Če tak dogodek za daljše obdobje onemogoči izpolnitev, lahko katera koli stranka prizadeti del naročila pisno odpove.",
          ],
        },
      ],
    },
    {
      id: "warranties",
      title: "Jamstva",
      blocks: [
        {
          kind: "list",
          items: [
            "Storitve opravljamo s skrbnostjo dobrega strokovnjaka, v skladu z dobro inženirsko prakso in dogovorjenimi specifikacijami.",
            "Blago, ki ga dobavimo, je ob dobavi skladno z dogovorjeno specifikacijo. Zanj velja garancija proizvajalca, katere trajanje in pogoji so navedeni v ponudbi ali dokumentaciji izdelka; pravice iz te garancije prenesemo na vas.",
            "Če ima blago ali storitev napako in nam jo pravočasno sporočite (glejte razdelek »Spori in reklamacije«), bomo po lastni izbiri blago popravili ali zamenjali, storitev ponovno opravili ali pa znižali ceno oziroma kupnino vrnili.",
            "Jamstvo ne zajema običajne obrabe, nepravilne vgradnje, uporabe ali skladiščenja, sprememb ali popravil, ki jih ni opravilo naše podjetje, ter neupoštevanja naših navodil ali navodil proizvajalca.",
            "Razen jamstev iz teh splošnih pogojev in tistih, ki jih zahtevajo prisilni predpisi, ne dajemo nobenih drugih jamstev. Vsebina tega spletnega mesta je informativne narave; skrbimo za njeno točnost, ne jamčimo pa, da je popolna ali ažurna.",
          ],
        },
      ],
    },
    {
      id: "liability",
      title: "Omejitev odgovornosti",
      blocks: [
        {
          kind: "list",
          items: [
            "Ti splošni pogoji ne omejujejo naše odgovornosti za škodo, povzročeno namenoma ali iz hude malomarnosti, za smrt ali telesne poškodbe ali za katero koli drugo odgovornost, ki je po veljavnem pravu ni mogoče omejiti.",
            "Ob upoštevanju navedenega je naša skupna odgovornost, ki izhaja iz naročila ali je z njim povezana, omejena na ceno, plačano za to naročilo.",
            "Ne odgovarjamo za posredno ali posledično škodo, vključno z izgubo dobička, prihodkov, proizvodnje, podatkov ali poslovnih priložnosti.",
            "Ne odgovarjamo za vsebino spletnih mest tretjih oseb, do katerih vodijo povezave z našega spletnega mesta.",
          ],
        },
      ],
    },
    {
      id: "intellectual-property",
      title: "Intelektualna lastnina",
      blocks: [
        {
          kind: "list",
          items: [
            "Vsa vsebina tega spletnega mesta in partnerskega portala, vključno z besedili, slikami, logotipi, grafikami, dokumenti in programsko opremo, pripada nam ali našim dajalcem licenc in je zaščitena z avtorsko pravico in drugimi pravicami intelektualne lastnine.",
            "To vsebino lahko pregledujete in natisnete za lastno obveščenost in za poslovanje z nami. Za vsako drugo kopiranje, razširjanje ali spreminjanje je potrebno naše predhodno pisno dovoljenje.",
            "Risbe, zasnove, izračuni, programska oprema in dokumentacija, ki jih izdelamo, ostanejo naša last, razen če je dogovorjeno drugače. Ko so v celoti plačani, jih lahko uporabite za projekt, za katerega so bili dobavljeni.",
            "Gradiva, ki nam jih posredujete, ostanejo vaša. Dovoljujete nam, da jih uporabimo, kolikor je potrebno za izvedbo vašega naročila, in potrjujete, da s tem niso kršene pravice tretjih oseb.",
          ],
        },
      ],
    },
    {
      id: "confidentiality",
      title: "Zaupnost",
      blocks: [
        {
          kind: "list",
          items: [
            "Vsaka stranka varuje kot zaupne vse nejavne tehnične in poslovne informacije, ki jih prejme od druge stranke, jih uporablja le za namene poslovnega sodelovanja in jih razkrije le zaposlenim, podizvajalcem in svetovalcem, ki jih potrebujejo in jih zavezuje dolžnost varovanja zaupnosti.",
            "Informacije v partnerskem portalu, vključno s podatki o izdelkih, rešitvami za državno upravo in referenčnimi projekti, so zaupne in so partnerjem na voljo le za notranjo uporabo.",
            "Te obveznosti ne veljajo za informacije, ki so ali postanejo javne brez krivde stranke prejemnice, ki jih je stranka prejemnica že prej zakonito poznala ali ki jih je treba razkriti po zakonu ali na podlagi odločbe sodišča ali drugega organa.",
            "Obveznost varovanja zaupnosti velja tudi po prenehanju pogodbe.",
            [
              "Kako obdelujemo osebne podatke, je opisano v naši ",
              { label: "Politiki zasebnosti", href: paths.privacyPolicy },
              ".",
            ],
          ],
        },
      ],
    },
    {
      id: "disputes-and-claims",
      title: "Spori in reklamacije",
      blocks: [
        {
          kind: "paragraph",
          text: `Ugovore in reklamacije je treba sporočiti ${withinDays(terms.disputeReportDays)}. Pisni ugovor zoper račun moramo prejeti ${withinDays(terms.disputeReportDays)} od datuma računa, reklamacijo glede dobave ali storitve pa ${withinDays(terms.disputeReportDays)} od dobave oziroma dokončanja. Skrite napake, ki jih ob razumnem pregledu ni bilo mogoče odkriti, je treba sporočiti ${withinDays(terms.disputeReportDays)} od njihovega odkritja.`,
        },
        {
          kind: "list",
          items: [
            "V sporočilu opišite težavo in priložite dokazila, na primer fotografije, dobavnice ali rezultate preizkusov.",
            "Če težava v tem roku ni sporočena, se v obsegu, ki ga dopušča zakon, šteje, da so bili račun, dobava oziroma storitev sprejeti.",
            "Ugovor zoper del računa ne zadrži plačila nespornega zneska.",
            "Prejem vašega sporočila bomo nemudoma potrdili in si v dobri veri prizadevali za rešitev. Če v razumnem roku ne dosežemo sporazumne rešitve, lahko katera koli stranka spor predloži sodišču, navedenemu v razdelku »Veljavno pravo in pristojnost«.",
          ],
        },
      ],
    },
    {
      id: "governing-law",
      title: "Veljavno pravo in pristojnost",
      blocks: [
        {
          kind: "list",
          items: [
            "Za te splošne pogoje in vse pogodbe, sklenjene na njihovi podlagi, velja pravo Republike Slovenije in Evropske unije.",
            "Konvencija Združenih narodov o pogodbah o mednarodni prodaji blaga (CISG) se ne uporablja.",
            "Za vse spore, ki izhajajo iz teh splošnih pogojev ali katere koli pogodbe, sklenjene na njihovi podlagi, ali so z njimi povezani, je izključno pristojno stvarno pristojno sodišče v Ljubljani. Stranki se lahko pisno dogovorita, da bosta spor najprej poskusili rešiti z mediacijo.",
            "Če se katera od določb teh splošnih pogojev izkaže za neveljavno, ostanejo druge določbe v veljavi, neveljavno določbo pa nadomesti veljavna določba, ki je njenemu namenu najbližje.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Kontakt",
      blocks: [
        {
          kind: "paragraph",
          text: "Če imate vprašanja o teh splošnih pogojih, se obrnite na nas. Obvestila po teh splošnih pogojih morajo biti dana v pisni obliki, po e-pošti ali po pošti na spodaj navedene kontaktne podatke.",
        },
        { kind: "contact" },
      ],
    },
  ],
});

export const legalHighlights = slovenian<typeof english.legalHighlights>({
  privacy: {
    title: "Bistveno na kratko",
    layout: "grid",
    items: [
      { value: "0", label: "piškotkov za sledenje ali oglaševanje", section: "data-we-collect" },
      {
        value: "EU / EGP",
        label: "kjer hranimo osebne podatke",
        section: "sharing-and-transfers",
      },
      {
        value: years(dataRetention.contactMessageYears),
        label: "največ hranimo povpraševanje po našem zadnjem stiku z vami",
        section: "retention",
      },
      {
        value: months(dataRetention.signInRecordMonths),
        label: "največ hranimo evidence prijav",
        section: "retention",
      },
    ],
  },
  terms: {
    title: "Od naročila do plačila",
    layout: "timeline",
    items: [
      {
        value: "Naročilo",
        label: "kaj dobavimo, določa naša ponudba ali potrditev naročila",
        section: "quotations-and-orders",
      },
      {
        value: days(terms.paymentDays),
        label: "za plačilo računa, šteto od datuma računa",
        section: "pricing-and-payment",
      },
      {
        value: days(terms.disputeReportDays),
        label: "za ugovor ali reklamacijo",
        section: "disputes-and-claims",
      },
      {
        value: "Sodišče v Ljubljani",
        label: "odloča o sporih po pravu Slovenije in EU",
        section: "governing-law",
      },
    ],
  },
});
