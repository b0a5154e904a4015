import type { Role } from "../../db/schema";
import { site } from "../../core/site";
import type { OutgoingMail } from "../repositories/mail-outbox";

/** A change to an account its owner is told about. */
export type AccountChange =
  | { kind: "password"; by: "reset-link" | "admin" | "owner" }
  | { kind: "role"; from: Role; to: Role };

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

function describeChange(change: AccountChange): string {
  if (change.kind === "role") {
    return `- The account's role changed from ${roleName[change.from]} to ${roleName[change.to]}.`;
  }
  if (change.by === "owner") return "- The password was changed from the account page, signed in.";
  return change.by === "reset-link"
    ? "- The password was changed with a password reset link sent to this address."
    : "- An administrator set a new password.";
}

/**
 * The notice an account's owner gets when its password or role changes, so a change they did
 * not make does not go unnoticed. It says what and when, never the password itself.
 */
export function accountNoticeMail(to: string, changes: AccountChange[], at: Date): OutgoingMail {
  const passwordChanged = changes.some((change) => change.kind === "password");
  const roleChanged = changes.some((change) => change.kind === "role");
  const what = [passwordChanged && "password", roleChanged && "role"].filter(Boolean).join(" and ");
  return {
    to,
    subject: `Your ${site.name} account's ${what} changed`,
    text: [
      "Hello,",
      "",
      `the ${site.name} account for this e-mail address was changed:`,
      "",
      ...changes.map(describeChange),
      "",
      `When: ${noticeTime(at)}`,
      changes.some((change) => change.kind === "password" && change.by === "owner")
        ? "Every other session of the account was signed out."
        : "Every session of the account was signed out.",
      "",
      `If you did not expect this change, contact us at once at ${site.publicEmail}.`,
      "",
      site.name,
      site.location,
    ].join("\n"),
  };
}
