import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { twoFactorLimits } from "../../core/limits";
import { site } from "../../core/site";

// Time-based one-time codes (RFC 6238) as every authenticator app makes them: SHA-1, six
// digits, 30-second steps. The library computes the codes; which steps are accepted, and once,
// is decided by the caller (server/accounts/two-factor.ts).

function totp(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: site.name,
    label: account,
    algorithm: "SHA1",
    digits: twoFactorLimits.digits,
    period: twoFactorLimits.stepSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new shared secret: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time-step an instant falls in. */
export function timeStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / twoFactorLimits.stepSeconds);
}

/**
 * The time-step whose code `code` is, if it is one of the steps within `stepWindow` of `now`'s;
 * null for any other code.
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const digits = code.replace(/\s+/g, "");
  if (!new RegExp(`^\\d{${twoFactorLimits.digits}}$`).test(digits)) return null;
  const delta = totp(secret).validate({
    token: digits,
    timestamp: now.getTime(),
    window: twoFactorLimits.stepWindow,
  });
  return delta === null ? null : timeStepAt(now) + delta;
}

/** The code of the step `now` falls in: for tests and the bench, as an app would show it. */
export function codeAt(secret: string, now: Date): string {
  return totp(secret).generate({ timestamp: now.getTime() });
}

/** What an authenticator app is given: the otpauth:// address, and it drawn as a QR code. */
export function authenticatorKey(secret: string, account: string) {
  const otpauthUri = totp(secret, account).toString();
  return {
    // Groups of four, as people read a key aloud or type it.
    secret: secret.replace(/(.{4})(?=.)/g, "$1 "),
    otpauthUri,
    qrSvg: renderSVG(otpauthUri, { border: 2 }),
  };
}
