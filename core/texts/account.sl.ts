import { passwordRules } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type { LoginSource, SignInMethod } from "../schemas/auth";
import { accountName } from "./account-name.sl";
import type * as english from "./account";

// The server reads this module beside the English one, so it names its Slovenian neighbour
// itself; in the Slovenian build it is the module the English name would be swapped for.

const minLength = `${passwordRules.minLength} ${plural("sl", passwordRules.minLength, {
  one: "znak",
  two: "znaka",
  few: "znaki",
  other: "znakov",
})}`;

/** Where a session or a sign-in came from. */
const source = { "partner-portal": "Prijava za partnerje", "admin-panel": "Skrbniška prijava" };

export const accountTexts = slovenian<typeof english.accountTexts>({
  navLabel: accountName.navLabel,
  title: accountName.title,
  description: accountName.description,
  password: {
    title: "Sprememba gesla",
    intro:
      "Ob spremembi se druge seje vašega računa odjavijo, po e-pošti pa vam pošljemo obvestilo.",
    account: "Za račun",
    current: "Trenutno geslo",
    next: "Novo geslo",
    confirm: "Ponovite novo geslo",
    hint: `Najmanj ${minLength}, vsaj ena črka in ena številka.`,
    submit: "Spremeni geslo",
    submitting: "Spreminjanje …",
    currentRequired: "Vnesite trenutno geslo",
    currentWrong: "Trenutno geslo ni pravilno",
    mismatch: "Novi gesli se ne ujemata",
    sameAsCurrent: "Novo geslo se mora razlikovati od trenutnega",
    changed: {
      title: "Geslo spremenjeno",
      description: "Vaše druge seje so odjavljene, po e-pošti pa smo vam poslali obvestilo.",
    },
    failed: {
      title: "Geslo ni spremenjeno",
      description: "Gesla ni bilo mogoče spremeniti. Poskusite znova.",
    },
  },
  sessions: {
    title: "Aktivne seje",
    intro: "Odjavite vsako sejo, ki je ne prepoznate, na primer na izgubljenem prenosniku.",
    thisSession: "Ta seja",
    signedIn: "Prijava",
    lastSeen: "Zadnja dejavnost",
    unknownAddress: "Neznan naslov",
    signOut: "Odjavi",
    signOutOthers: "Odjavi vse druge seje",
    onlyThisOne: "Prijavljeni ste samo tukaj.",
    signedOut: {
      title: "Seja odjavljena",
      description: "Te seje ni več mogoče uporabljati.",
    },
    othersSignedOut: (count: number) => ({
      title: "Druge seje odjavljene",
      description: plural("sl", count, {
        one: `Odjavljena je bila ${count} druga seja.`,
        two: `Odjavljeni sta bili ${count} drugi seji.`,
        few: `Odjavljene so bile ${count} druge seje.`,
        other: `Odjavljenih je bilo ${count} drugih sej.`,
      }),
    }),
    failed: {
      title: "Odjava ni uspela",
      description: "Seje ni bilo mogoče odjaviti. Poskusite znova.",
    },
  },
  signIns: {
    title: "Nedavne prijave",
    intro: "Zadnje prijave v vaš račun. Če katere od njih niste opravili vi, spremenite geslo.",
    when: "Čas",
    where: "Naslov IP",
    browser: "Brskalnik",
    page: "Stran prijave",
    empty: "Zabeleženih prijav še ni.",
  },
  language: {
    title: "Jezik",
    intro:
      "Te strani so v slovenščini. Obvestila o vašem računu vam pošiljamo po e-pošti v jeziku, v katerem ste se nazadnje prijavili.",
  },
  loading: "Nalaganje sej in prijav …",
  timeZone: "Vsi časi so po ljubljanskem času.",
  loadFailed: "Vaših sej in prijav ni bilo mogoče naložiti.",
  retry: "Poskusi znova",
  retrying: "Ponovni poskus …",
  source,
  signInWay: (from: LoginSource, method: SignInMethod) => {
    const page = source[from];
    return method === "passkey" ? `${page} s ključem za dostop` : page;
  },
  unknownBrowser: "Neznan brskalnik",
});
