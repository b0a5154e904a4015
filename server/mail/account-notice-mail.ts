import type { Role } from "../../db/schema";
import { site } from "../../core/site";
import type { OutgoingMail } from "../repositories/mail-outbox";

/** A change to an account its owner is told about. */
export type AccountChange =
  | { kind: "password"; by: "reset-link" | "admin" | "owner" }
  | { kind: "role"; from: Role; to: Role }
  | { kind: "two-factor"; change: "on" | "off" | "removed" }
  | { kind: "recovery-code-used" }
  | { kind: "passkey"; change: "added" | "removed"; name: string };

/** The firm's own time zone: the notice says when, as the firm's office reads it. */
const TIME_ZONE = "Europe/Ljubljana";

const whenFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "2 March 2026 at 10:00 CET (Europe/Ljubljana)". */
export function noticeTime(at: Date): string {
  return `${whenFormat.format(at)} (${TIME_ZONE})`;
}

const roleName: Record<Role, string> = { partner: "Partner", admin: "Admin" };

const twoFactorChange = {
  on: "- Two-factor sign-in was turned on.",
  off: "- Two-factor sign-in was turned off.",
  removed:
    "- An administrator removed two-factor sign-in, so the account signs in with its password alone until it is set up again.",
} as const;

function describeChange(change: AccountChange): string {
  switch (change.kind) {
    case "role":
      return `- The account's role changed from ${roleName[change.from]} to ${roleName[change.to]}.`;
    case "two-factor":
      return twoFactorChange[change.change];
    case "recovery-code-used":
      return "- A recovery code was used to sign in. It cannot be used again.";
    case "passkey":
      return change.change === "added"
        ? `- A passkey named "${change.name}" was added: it can sign in to the account.`
        : `- The passkey named "${change.name}" was removed: it no longer signs in.`;
    case "password":
      if (change.by === "owner")
        return "- The password was changed from the account page, signed in.";
      return change.by === "reset-link"
        ? "- The password was changed with a password reset link sent to this address."
        : "- An administrator set a new password.";
  }
}

/** What the subject names: "password", "role", "password and role", "two-factor sign-in". */
function subjectOf(changes: AccountChange[]): string {
  const names: Record<AccountChange["kind"], string> = {
    password: "password",
    role: "role",
    "two-factor": "two-factor sign-in",
    "recovery-code-used": "two-factor sign-in",
    passkey: "passkeys",
  };
  const named = new Set(changes.map((change) => names[change.kind]));
  // Always in the same order, whatever order the changes came in.
  const what = [...new Set(Object.values(names))].filter((name) => named.has(name)).join(" and ");
  return `Your ${site.name} account's ${what} changed`;
}

/** What happened to the account's sessions with the change, if anything. */
function sessionsLine(changes: AccountChange[]): string[] {
  const signsOut = changes.filter((change) => change.kind === "password" || change.kind === "role");
  if (signsOut.length === 0) return [];
  return signsOut.every((change) => change.kind === "password" && change.by === "owner")
    ? ["Every other session of the account was signed out."]
    : ["Every session of the account was signed out."];
}

/**
 * The notice an account's owner gets when its password, role, two-factor sign-in or passkeys change, so
 * a change they did not make does not go unnoticed. It says what and when, never a password or
 * a code.
 */
export function accountNoticeMail(to: string, changes: AccountChange[], at: Date): OutgoingMail {
  return {
    to,
    subject: subjectOf(changes),
    text: [
      "Hello,",
      "",
      `the ${site.name} account for this e-mail address was changed:`,
      "",
      ...changes.map(describeChange),
      "",
      `When: ${noticeTime(at)}`,
      ...sessionsLine(changes),
      "",
      `If you did not expect this change, contact us at once at ${site.publicEmail}.`,
      "",
      site.name,
      site.location,
    ].join("\n"),
  };
}
