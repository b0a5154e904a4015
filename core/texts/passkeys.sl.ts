import { passkeyLimits } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./passkeys";
import { passkeySignInTexts } from "./passkey-sign-in.sl";

// The server reads this module beside the English one, so it names its Slovenian neighbour
// itself; in the Slovenian build it is the module the English name would be swapped for.

/** "10 ključev" after "največ": the passkeys an account may hold. */
const perAccount = `${passkeyLimits.perAccount} ${plural("sl", passkeyLimits.perAccount, {
  one: "ključ",
  two: "ključa",
  few: "ključe",
  other: "ključev",
})} za dostop`;

export const passkeyTexts = slovenian<typeof english.passkeyTexts>({
  title: "Ključi za dostop",
  intro:
    "Prijavite se s prstnim odtisom, obrazom ali kodo PIN naprave namesto z geslom. Ključev za dostop ni mogoče izvabiti prek lažnih strani ali uporabiti na drugih spletnih mestih, prijava s ključem za dostop pa ne zahteva kode za dvostopenjsko prijavo.",
  loading: "Nalaganje ključev za dostop …",
  add: {
    button: "Dodaj ključ za dostop",
    title: "Dodajanje ključa za dostop",
    passwordPrompt: "Potrdite, da ste to vi: za nadaljevanje vnesite geslo.",
    passwordSubmit: "Nadaljuj",
    step: "Poimenujte ključ za dostop, nato ga potrdite s prstnim odtisom, obrazom ali kodo PIN, ko vas naprava pozove.",
    nameLabel: "Ime",
    nameHint:
      "Da boste ključe za dostop lažje ločili med seboj, na primer po napravi, na kateri je.",
    create: "Ustvari ključ za dostop",
    creating: "Čakanje na napravo …",
    cancel: "Prekliči",
    nameRequired: "Vnesite ime ključa za dostop",
    nameTooLong: `Ime ima lahko največ ${passkeyLimits.nameLength} ${plural("sl", passkeyLimits.nameLength, { one: "znak", two: "znaka", few: "znake", other: "znakov" })}`,
    nameTaken: "Ključ za dostop s tem imenom že imate",
    defaultName: (browser: string, number = 1) => (number > 1 ? `${browser} (${number})` : browser),
    unknownBrowser: "Moj ključ za dostop",
  },
  list: {
    empty: "Ključev za dostop še nimate.",
    emptyHint: "Naslednjič se boste prijavili hitreje, brez gesla ali kode.",
    created: "Dodan",
    lastUsed: "Nazadnje uporabljen",
    neverUsed: "Še ni bil uporabljen",
    synced: "Sinhroniziran",
    remove: "Odstrani",
    removeNamed: (name: string) => `Odstrani ključ za dostop ${name}`,
    count: (count: number) =>
      `${count} ${plural("sl", count, { one: "ključ", two: "ključa", few: "ključi", other: "ključev" })} za dostop`,
    full: `Račun ima lahko največ ${perAccount}. Če želite dodati novega, enega odstranite.`,
  },
  remove: {
    title: "Želite odstraniti ta ključ za dostop?",
    description: (name: string) =>
      `S ključem »${name}« se ne boste več mogli prijaviti. Izbrišite ga tudi iz naprave ali upravitelja gesel.`,
    submit: "Odstrani ključ za dostop",
  },
  toasts: {
    added: {
      title: "Ključ za dostop dodan",
      description: "Zdaj se lahko z njim prijavite namesto z geslom.",
    },
    removed: {
      title: "Ključ za dostop odstranjen",
      description: "Z njim se ni več mogoče prijaviti.",
    },
    notRemoved: {
      title: "Prišlo je do napake",
      description: "Ključa za dostop ni bilo mogoče odstraniti. Poskusite znova.",
    },
    cancelled: {
      title: "Ključ za dostop ni bil ustvarjen",
      description:
        "Naprava ni ustvarila ključa za dostop. Za nov poskus izberite Dodaj ključ za dostop in vnesite geslo.",
    },
    alreadyOnDevice: {
      title: "Že na tej napravi",
      description:
        "Ta naprava že ima enega od vaših ključev za dostop. Uporabite tega ali dodajte ključ za dostop na drugi napravi.",
    },
    failed: {
      title: "Prišlo je do napake",
      description: "Ključa za dostop ni bilo mogoče dodati. Poskusite znova.",
    },
    unsupported: {
      title: "Ključi za dostop niso na voljo",
      description:
        "Ta brskalnik ne more ustvariti ključev za dostop. Poskusite z drugim brskalnikom ali napravo.",
    },
  },
  signIn: {
    ...passkeySignInTexts,
    failedTitle: "Prijava s ključem za dostop ni uspela",
  },
  answers: {
    failed:
      "S tem ključem za dostop se ni bilo mogoče prijaviti. Poskusite znova ali se prijavite z geslom.",
    expired: "Zahteva za ključ za dostop je potekla. Poskusite znova.",
    notFound: "Tega ključa za dostop ni v vašem računu.",
    tooMany: `Račun ima lahko največ ${perAccount}.`,
    alreadyAdded: "Ta ključ za dostop je tukaj že dodan v enega od računov.",
    nameTaken: "Ključ za dostop s tem imenom že imate.",
    busy: "Preveč zahtev za ključ za dostop z vašega naslova. Počakajte nekaj minut.",
    verificationRequired:
      "Za uporabo ključa za dostop mora naprava potrditi, da ste to vi (s prstnim odtisom, obrazom ali kodo PIN).",
  },
});
