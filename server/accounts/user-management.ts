import type { Database } from "../../db/client";
import type { Role } from "../../db/schema";
import type { ManagedUser } from "../../core/schemas/admin-users";
import { generatePassword } from "../auth/generate-password";
import { hashPassword, judgePassword, type PasswordVerdict } from "../auth/passwords";
import {
  audit,
  countAdmins,
  deletePartnerRow,
  inAdminChange,
  lockUser,
  toManagedUser,
  updateUserRow,
  type Actor,
} from "../repositories/admin-users";
import { revokeUserSessions } from "../repositories/sessions";
import { insertUser } from "../repositories/users";
import { hasTwoFactor } from "../repositories/two-factor";
import type { AccountChange } from "../mail/account-notice-mail";
import { queueAccountNotice } from "./account-notices";

/**
 * The users list and its totals need no rule beyond the admin check the routes make, so the
 * repository's queries are the use-cases.
 */
export { listUsers, userSummary, type Actor } from "../repositories/admin-users";

/** Why an admin's change of an account was refused. */
export type UserChangeRefusal =
  | { ok: false; reason: "not-found" | "duplicate" | "last-admin" | "admin-row" }
  /** A typed password breaks the policy: the verdict says how. */
  | { ok: false; reason: "weak-password"; verdict: Exclude<PasswordVerdict, { ok: true }> };

/** The policy check of a password an admin typed: null when it may be used. */
function weakPassword(password: string): UserChangeRefusal | null {
  const verdict = judgePassword(password);
  if (verdict.ok) return null;
  return { ok: false, reason: "weak-password", verdict };
}

/** Creates an account; an empty password is generated, and answered once either way. */
export async function createUser(
  db: Database,
  actor: Actor,
  input: {
    email: string;
    password: string | undefined;
    fullName: string | null;
    company: string | null;
    role: Role;
  },
  now: Date,
): Promise<{ ok: true; user: ManagedUser; password: string } | UserChangeRefusal> {
  const { password: typed, ...fields } = input;
  const refusal = typed ? weakPassword(typed) : null;
  if (refusal) return refusal;
  const password = typed ? typed : generatePassword();
  const passwordHash = await hashPassword(password);
  return inAdminChange(db, async (tx) => {
    const created = await insertUser(tx, { ...fields, passwordHash }, now);
    if (!created) return { ok: false, reason: "duplicate" } as const;
    await audit(
      tx,
      actor,
      "create-user",
      created,
      ["email", "password", "fullName", "company", "role"],
      now,
    );
    return { ok: true, user: toManagedUser(created, false), password } as const;
  });
}

/**
 * Applies an admin's edit. A role change or a new password ends the user's sessions at once and
 * is noticed to the account's e-mail; the last admin cannot be demoted.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  userId: string,
  changes: {
    fullName?: string | null;
    company?: string | null;
    role?: Role;
    password?: string;
  },
  now: Date,
): Promise<{ ok: true; user: ManagedUser } | UserChangeRefusal> {
  const { password, ...fields } = changes;
  const refusal = password ? weakPassword(password) : null;
  if (refusal) return refusal;
  const passwordHash = password ? await hashPassword(password) : undefined;
  return inAdminChange(db, async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.role === "admin" && fields.role === "partner" && (await countAdmins(tx)) <= 1) {
      return { ok: false, reason: "last-admin" } as const;
    }
    const changed: string[] = [];
    if (fields.fullName !== undefined && fields.fullName !== current.fullName) {
      changed.push("fullName");
    }
    if (fields.company !== undefined && fields.company !== current.company) {
      changed.push("company");
    }
    if (fields.role !== undefined && fields.role !== current.role) changed.push("role");
    if (passwordHash !== undefined) changed.push("password");
    const updated = await updateUserRow(
      tx,
      userId,
      { ...fields, ...(passwordHash !== undefined ? { passwordHash } : {}) },
      now,
    );
    const notice: AccountChange[] = [];
    if (fields.role !== undefined && changed.includes("role")) {
      notice.push({ kind: "role", from: current.role, to: fields.role });
    }
    if (changed.includes("password")) notice.push({ kind: "password", by: "admin" });
    if (notice.length > 0) await revokeUserSessions(tx, userId, now);
    await audit(tx, actor, "update-user", current, changed, now);
    await queueAccountNotice(tx, updated!.email, notice, now);
    return { ok: true, user: toManagedUser(updated!, await hasTwoFactor(tx, userId)) } as const;
  });
}

/** Sets a generated password, answered once; the user's sessions end and the user is told. */
export async function resetUserPassword(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<{ ok: true; user: ManagedUser; newPassword: string } | UserChangeRefusal> {
  const newPassword = generatePassword();
  const passwordHash = await hashPassword(newPassword);
  return inAdminChange(db, async (tx) => {
    const updated = await updateUserRow(tx, userId, { passwordHash }, now);
    if (!updated) return { ok: false, reason: "not-found" } as const;
    await revokeUserSessions(tx, userId, now);
    await audit(tx, actor, "reset-password", updated, ["password"], now);
    await queueAccountNotice(tx, updated.email, [{ kind: "password", by: "admin" }], now);
    const twoFactor = await hasTwoFactor(tx, userId);
    return { ok: true, user: toManagedUser(updated, twoFactor), newPassword } as const;
  });
}

/** Deletes a partner; admin rows cannot be deleted, by the API either (docs/rules.md#roles). */
export async function deleteUser(
  db: Database,
  actor: Actor,
  userId: string,
  now: Date,
): Promise<{ ok: true } | UserChangeRefusal> {
  return inAdminChange(db, async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (current.role === "admin") return { ok: false, reason: "admin-row" } as const;
    await deletePartnerRow(tx, userId);
    await audit(tx, actor, "delete-user", current, [], now);
    return { ok: true } as const;
  });
}
