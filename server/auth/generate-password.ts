import { randomInt } from "node:crypto";
import { judgePassword } from "./passwords";

// No look-alikes (0/O, 1/l/I): an admin reads the password out or types it once.
const letters = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ";
const digits = "23456789";
const alphabet = letters + digits;

/**
 * A password from the CSPRNG: 16 characters (about 94 bits), with at least one letter and one
 * number so it meets the policy it is checked against.
 */
export function generatePassword(length = 16): string {
  for (;;) {
    const chars = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]!);
    const candidate = chars.join("");
    if (judgePassword(candidate).ok) return candidate;
  }
}
