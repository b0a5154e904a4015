import { plural } from "../plural";
// The server picks this module itself (no build swaps it), so the firm's Slovenian details are
// imported by name.
import { site } from "../site.sl";
import { slovenian } from "../translation";
import type * as english from "./e-mails";

export const mailFrame = slovenian<typeof english.mailFrame>({
  greeting: "Pozdravljeni,",
  signature: [site.name, site.location],
});

export const passwordResetMailTexts = slovenian<typeof english.passwordResetMailTexts>({
  subject: `Ponastavitev gesla za partnerski portal ${site.name}`,
  asked: `nekdo je zahteval ponastavitev gesla za račun partnerskega portala ${site.name}, ki pripada temu e-poštnemu naslovu.`,
  openLink: "Novo geslo izberete tako, da odprete to povezavo:",
  expiry: (minutes: number) =>
    `Povezava deluje enkrat in poteče čez ${minutes} ${plural("sl", minutes, { one: "minuto", two: "minuti", few: "minute", other: "minut" })}. Ob novi zahtevi prejšnje povezave prenehajo delovati.`,
  notYou:
    "Če ponastavitve niste zahtevali, to e-poštno sporočilo prezrite: vaše geslo ostane nespremenjeno.",
});

export const accountNoticeMailTexts = slovenian<typeof english.accountNoticeMailTexts>({
  topics: {
    password: "geslo",
    role: "vloga",
    twoFactor: "dvostopenjska prijava",
    passkeys: "ključi za dostop",
  },
  and: "in",
  subject: (what: string) => `Sprememba računa ${site.name}: ${what}`,
  intro: `račun ${site.name}, ki pripada temu e-poštnemu naslovu, je bil spremenjen:`,
  roleNames: { partner: "Partner", admin: "Skrbnik" },
  roleChanged: (from: string, to: string) =>
    `- Vloga računa je bila spremenjena: prej ${from}, zdaj ${to}.`,
  twoFactor: {
    on: "- Dvostopenjska prijava je bila vklopljena.",
    off: "- Dvostopenjska prijava je bila izklopljena.",
    removed:
      "- Skrbnik je odstranil dvostopenjsko prijavo, zato se račun do ponovne nastavitve prijavlja samo z geslom.",
  },
  recoveryCodeUsed:
    "- Za prijavo je bila uporabljena obnovitvena koda. Znova je ni mogoče uporabiti.",
  passkeyAdded: (name: string) =>
    `- Dodan je bil ključ za dostop z imenom »${name}«: z njim se je mogoče prijaviti v račun.`,
  passkeyRemoved: (name: string) =>
    `- Ključ za dostop z imenom »${name}« je bil odstranjen: z njim se ni več mogoče prijaviti.`,
  password: {
    owner: "- Geslo je bilo spremenjeno na strani Moj račun v prijavljeni seji.",
    resetLink: "- Geslo je bilo spremenjeno s povezavo za ponastavitev, poslano na ta naslov.",
    admin: "- Skrbnik je nastavil novo geslo.",
  },
  when: (time: string) => `Kdaj: ${time}`,
  otherSessionsEnded: "Vse druge seje računa so bile odjavljene.",
  allSessionsEnded: "Vse seje računa so bile odjavljene.",
  notExpected: `Če te spremembe niste pričakovali, nam nemudoma pišite na ${site.publicEmail}.`,
});
