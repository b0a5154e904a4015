import { twoFactorLimits } from "../limits";
import { plural } from "../plural";
import { slovenian } from "../translation";
import type * as english from "./two-factor";

const { digits, recoveryCodes } = twoFactorLimits;

export const twoFactorTexts = slovenian<typeof english.twoFactorTexts>({
  title: "Dvostopenjska prijava",
  intro:
    "Ob prijavi poleg gesla vnesete še kodo iz aplikacije za preverjanje pristnosti na telefonu, zato ukradeno geslo ne zadošča za dostop do vašega računa.",
  on: "Vklopljena",
  off: "Izklopljena",
  turnOn: "Nastavi dvostopenjsko prijavo",
  turnOff: "Izklopi dvostopenjsko prijavo",
  newRecoveryCodes: "Ustvari nove obnovitvene kode",
  recoveryCodesLeft: (count: number) =>
    `${count} ${plural("sl", count, {
      one: "preostala obnovitvena koda",
      two: "preostali obnovitveni kodi",
      few: "preostale obnovitvene kode",
      other: "preostalih obnovitvenih kod",
    })}`,
  status: "Stanje",
  loading: "Nalaganje dvostopenjske prijave …",
  setup: {
    passwordPrompt: "Za nadaljevanje vnesite geslo.",
    scan: "To kodo QR skenirajte z aplikacijo za preverjanje pristnosti ali vanjo vnesite spodnji ključ.",
    secretLabel: "Ključ",
    copyKey: "Kopiraj ključ",
    copied: "Kopirano",
    codeLabel: "Koda iz aplikacije",
    codeHint: `${digits}-mestna koda, ki jo aplikacija prikazuje zdaj.`,
    confirm: "Vklopi",
    confirming: "Vklapljanje …",
    cancel: "Prekliči",
    qrAlt: "Koda QR s ključem za vašo aplikacijo za preverjanje pristnosti",
    codeRequired: `Vnesite ${digits}-mestno kodo iz aplikacije`,
  },
  password: {
    label: "Geslo",
    submitting: "Preverjanje …",
    cancel: "Prekliči",
    close: "Zapri",
    setup: { title: "Nastavitev dvostopenjske prijave", submit: "Nadaljuj" },
    turnOff: {
      title: "Izklop dvostopenjske prijave",
      description: "Prijava bo znova zahtevala samo geslo. Za nadaljevanje vnesite geslo.",
      submit: "Izklopi",
    },
    newCodes: {
      title: "Nove obnovitvene kode",
      description:
        "Vaše dosedanje obnovitvene kode bodo takoj prenehale delovati. Za nadaljevanje vnesite geslo.",
      submit: "Ustvari nove kode",
    },
  },
  toasts: {
    turnedOn: {
      title: "Dvostopenjska prijava je vklopljena",
      description: "Prijava zdaj zahteva kodo iz aplikacije za preverjanje pristnosti.",
    },
    turnedOff: {
      title: "Dvostopenjska prijava je izklopljena",
      description: "Prijava zdaj zahteva samo geslo.",
    },
    newCodes: {
      title: "Nove obnovitvene kode ustvarjene",
      description: "Kode, ki ste jih imeli prej, ne delujejo več.",
    },
    failed: {
      title: "Prišlo je do napake",
      description: "Dvostopenjske prijave ni bilo mogoče spremeniti. Poskusite znova.",
    },
  },
  recoveryCodes: {
    title: "Vaše obnovitvene kode",
    intro: `${plural("sl", recoveryCodes, { one: "To", two: "Ti", few: "Te", other: "Teh" })} ${recoveryCodes} ${plural("sl", recoveryCodes, { one: "kodo", two: "kodi", few: "kode", other: "kod" })} shranite na varno mesto. Z vsako se lahko enkrat prijavite, če izgubite telefon. Prikazane so samo zdaj.`,
    download: "Prenesi kot besedilno datoteko",
    copy: "Kopiraj kode",
    copied: "Kopirano",
    fileName: "obnovitvene-kode.txt",
    done: "Kode so shranjene",
    fileIntro: (account: string) =>
      `Obnovitvene kode za ${account}. Z vsako se lahko enkrat prijavite namesto s kodo iz aplikacije.`,
  },
  signIn: {
    title: "Dvostopenjska prijava",
    codePrompt: "Vnesite kodo iz aplikacije za preverjanje pristnosti.",
    codeLabel: "Koda za preverjanje",
    useRecoveryCode: "Uporabi obnovitveno kodo",
    useApp: "Uporabi aplikacijo za preverjanje pristnosti",
    recoveryCodeLabel: "Obnovitvena koda",
    submit: "Preveri",
    submitting: "Preverjanje …",
    recoveryPrompt:
      "Vnesite eno od obnovitvenih kod, ki ste jih shranili ob nastavitvi dvostopenjske prijave.",
    codeRequired: `Vnesite ${digits}-mestno kodo iz aplikacije`,
    recoveryCodeRequired: "Vnesite eno od svojih obnovitvenih kod",
    backToSignIn: "Nazaj na prijavo",
  },
  answers: {
    due: "Za dokončanje prijave vnesite kodo iz aplikacije za preverjanje pristnosti.",
    wrongCode: "Koda ni pravilna. Poskusite znova.",
    ended: "Preveč napačnih kod. Prijavite se znova.",
    alreadyOn: "Dvostopenjska prijava je že vklopljena.",
    notOn: "Dvostopenjska prijava ni vklopljena.",
    noSetup: "Nastavitev začnite znova: ključ še ni ustvarjen.",
    turnedOn: "Dvostopenjska prijava je vklopljena.",
    turnedOff: "Dvostopenjska prijava je izklopljena.",
    removedByAdmin: "Dvostopenjska prijava je bila odstranjena.",
    setupRequiredHere:
      "Skrbniki se prijavljajo v dveh korakih. Spodaj nastavite dvostopenjsko prijavo ali dodajte ključ za dostop in se prijavite z njim, da odprete poglede Uporabniki, Sporočila in Dejavnost.",
    setupRequired:
      "Skrbniki se prijavljajo v dveh korakih. Za uporabo skrbniške plošče nastavite dvostopenjsko prijavo na strani Moj račun ali se prijavite s ključem za dostop.",
  },
});
