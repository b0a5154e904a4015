// A hash lane's thread (hash-lane.ts): one password hash or check at a time, run synchronously,
// so the next one starts as soon as this one ends, without waiting for the event loop's turn.
import { hashSync, verifySync } from "@node-rs/argon2";

/**
 * @param {{ kind: "hash"; password: string; options: import("@node-rs/argon2").Options }
 *   | { kind: "verify"; storedHash: string; password: string }} task
 * @returns {string | boolean}
 */
export default function hashTask(task) {
  if (task.kind === "hash") return hashSync(task.password, task.options);
  try {
    return verifySync(task.storedHash, task.password);
  } catch {
    // A stored hash the library cannot read matches no password.
    return false;
  }
}
