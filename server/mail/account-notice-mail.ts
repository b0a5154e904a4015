import type { Role } from "../../db/schema";
import { localeSettings, type Locale } from "../../core/locales";
import { site } from "../../core/site";
import * as english from "../../core/texts/e-mails";
import * as slovenian from "../../core/texts/e-mails.sl";
import type { InEachLanguage } from "../http/request-locale";
import type { OutgoingMail } from "../repositories/mail-outbox";

const texts: InEachLanguage<typeof english> = { en: english, sl: slovenian };

/** A change to an account its owner is told about. */
export type AccountChange =
  | { kind: "password"; by: "reset-link" | "admin" | "owner" }
  | { kind: "role"; from: Role; to: Role }
  | { kind: "two-factor"; change: "on" | "off" | "removed" }
  | { kind: "recovery-code-used" }
  | { kind: "passkey"; change: "added" | "removed"; name: string };

/** The firm's own time zone: the notice says when, as the firm's office reads it. */
const TIME_ZONE = site.timeZone;

const englishWhen = new Intl.DateTimeFormat(localeSettings.en.intl, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

const slovenianWhen = new Intl.DateTimeFormat(localeSettings.sl.intl, {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "numeric",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "shortOffset",
});

/** Each language's form of a moment, with its time zone. */
const whenFormats: InEachLanguage<(at: Date) => string> = {
  /** "2 March 2026 at 10:00 CET (Europe/Ljubljana)". */
  en: (at) => `${englishWhen.format(at)} (${TIME_ZONE})`,
  /** "2. 3. 2026 ob 10.00 (GMT +1, Europe/Ljubljana)", as a Slovenian sentence writes it. */
  sl: (at) => {
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      slovenianWhen.formatToParts(at).find((each) => each.type === type)?.value ?? "";
    return `${part("day")}. ${part("month")}. ${part("year")} ob ${part("hour")}.${part("minute")} (${part("timeZoneName")}, ${TIME_ZONE})`;
  },
};

/** When a change was made, in the firm's time zone, as the language writes it. */
export function noticeTime(at: Date, locale: Locale): string {
  return whenFormats[locale](at);
}

function describeChange(change: AccountChange, words: typeof english.accountNoticeMailTexts) {
  switch (change.kind) {
    case "role":
      return words.roleChanged(words.roleNames[change.from], words.roleNames[change.to]);
    case "two-factor":
      return words.twoFactor[change.change];
    case "recovery-code-used":
      return words.recoveryCodeUsed;
    case "passkey":
      return change.change === "added"
        ? words.passkeyAdded(change.name)
        : words.passkeyRemoved(change.name);
    case "password":
      if (change.by === "owner") return words.password.owner;
      return change.by === "reset-link" ? words.password.resetLink : words.password.admin;
  }
}

type Topic = keyof typeof english.accountNoticeMailTexts.topics;

/** What the subject names for each kind of change; several kinds may name one topic. */
const topicOf: Record<AccountChange["kind"], Topic> = {
  password: "password",
  role: "role",
  "two-factor": "twoFactor",
  "recovery-code-used": "twoFactor",
  passkey: "passkeys",
};

/** What the subject names: "password", "role", "password and role", "two-factor sign-in". */
function subjectOf(changes: AccountChange[], words: typeof english.accountNoticeMailTexts) {
  const named = new Set(changes.map((change) => topicOf[change.kind]));
  // Always in the same order, whatever order the changes came in.
  const what = (Object.keys(words.topics) as Topic[])
    .filter((topic) => named.has(topic))
    .map((topic) => words.topics[topic])
    .join(` ${words.and} `);
  return words.subject(what);
}

/** What happened to the account's sessions with the change, if anything. */
function sessionsLine(changes: AccountChange[], words: typeof english.accountNoticeMailTexts) {
  const signsOut = changes.filter((change) => change.kind === "password" || change.kind === "role");
  if (signsOut.length === 0) return [];
  return signsOut.every((change) => change.kind === "password" && change.by === "owner")
    ? [words.otherSessionsEnded]
    : [words.allSessionsEnded];
}

/**
 * The notice an account's owner gets when its password, role, two-factor sign-in or passkeys
 * change, so a change they did not make does not go unnoticed, in the account's language. It
 * says what and when, never a password or a code.
 */
export function accountNoticeMail(
  to: string,
  changes: AccountChange[],
  at: Date,
  locale: Locale,
): OutgoingMail {
  const { mailFrame, accountNoticeMailTexts: words } = texts[locale];
  return {
    to,
    subject: subjectOf(changes, words),
    text: [
      mailFrame.greeting,
      "",
      words.intro,
      "",
      ...changes.map((change) => describeChange(change, words)),
      "",
      words.when(noticeTime(at, locale)),
      ...sessionsLine(changes, words),
      "",
      words.notExpected,
      "",
      ...mailFrame.signature,
    ].join("\n"),
  };
}

/** The notice in every language, for the outbox to take the account's own. */
export function accountNoticeMails(
  to: string,
  changes: AccountChange[],
  at: Date,
): InEachLanguage<OutgoingMail> {
  return {
    en: accountNoticeMail(to, changes, at, "en"),
    sl: accountNoticeMail(to, changes, at, "sl"),
  };
}
