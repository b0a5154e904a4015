import { createHash, randomBytes } from "node:crypto";
import { twoFactorLimits } from "../../core/limits";

// Recovery codes: 120 random bits each, written in Crockford's base32 (no I, L, O or U, so no
// look-alikes) in six groups of four. With that much chance in each, a SHA-256 digest is enough
// to store them (as for session tokens): no guess list can reach one.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BYTES = 15;

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A fresh set of recovery codes, as shown to their owner. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: twoFactorLimits.recoveryCodes }, () =>
    base32(randomBytes(BYTES)).replace(/(.{4})(?=.)/g, "$1-"),
  );
}

/**
 * A code as typed, in its one stored form: case, spaces and hyphens forgiven, and the letters
 * Crockford's base32 reads as digits (O as 0, I and L as 1).
 */
export function normaliseRecoveryCode(code: string): string {
  return code
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

/** The stored form of a recovery code. */
export function recoveryCodeDigest(code: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(code)).digest("base64url");
}
