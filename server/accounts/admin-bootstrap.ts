import type { Database } from "../../db/client";
import { site } from "../../core/site";
import { hashPassword } from "../auth/passwords";
import { countAdmins, updateUserRow } from "../repositories/admin-users";
import { revokeUserSessions } from "../repositories/sessions";
import { findUserByEmail, insertUser } from "../repositories/users";
import type { AccountChange } from "../mail/account-notice-mail";
import { deleteTwoFactor } from "../repositories/two-factor";
import { queueAccountNotice } from "./account-notices";

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * Makes the account an admin with this password: creates it, or promotes and resets an existing
 * one, ending its sessions and telling its owner. Returns what was done.
 */
export async function setAdmin(
  db: Database,
  admin: AdminCredentials,
  now: Date,
): Promise<"created" | "updated"> {
  const done = await createOrSetAdmin(db, admin, now, false);
  // Another process created the account meanwhile: make sure it is the admin asked for.
  return done === "taken" ? setAdmin(db, admin, now) : done;
}

/**
 * `setAdmin` once; "taken" when another process created the account after our look-up, or,
 * with `leaveAdmin`, when the account is a (non-demo) admin already.
 */
async function createOrSetAdmin(
  db: Database,
  admin: AdminCredentials,
  now: Date,
  leaveAdmin: boolean,
): Promise<"created" | "updated" | "taken"> {
  const passwordHash = await hashPassword(admin.password);
  const existing = await findUserByEmail(db, admin.email);
  if (existing && leaveAdmin && existing.role === "admin" && !existing.demo) return "taken";
  if (existing) {
    await db.transaction(async (tx) => {
      await updateUserRow(tx, existing.id, { role: "admin", passwordHash, demo: false }, now);
      await revokeUserSessions(tx, existing.id, now);
      // The operator's way back in for an admin who lost both password and phone: a fresh
      // start, and outside demo mode the panel asks for a new second factor straight away.
      const hadSecondFactor = await deleteTwoFactor(tx, existing.id);
      const changes: AccountChange[] = [{ kind: "password", by: "admin" }];
      if (hadSecondFactor) changes.push({ kind: "two-factor", change: "removed" });
      if (existing.role !== "admin")
        changes.unshift({ kind: "role", from: existing.role, to: "admin" });
      await queueAccountNotice(tx, existing.email, changes, now);
    });
    return "updated";
  }
  const created = await insertUser(
    db,
    { email: admin.email, passwordHash, role: "admin", fullName: null, company: site.name },
    now,
  );
  return created ? "created" : "taken";
}

/** Production bootstrap (ADMIN_EMAIL / ADMIN_PASSWORD): only while no admin but a demo one exists. */
export async function bootstrapAdmin(
  db: Database,
  admin: AdminCredentials,
  now: Date,
): Promise<"created" | "updated" | "skipped"> {
  if ((await countAdmins(db, { includeDemo: false })) > 0) return "skipped";
  // Instances started together on a new database all find no admin. Those that find the
  // admin made by another meanwhile (from the same settings) leave it as it is: updating it
  // would e-mail its owner a notice that an admin had set the password.
  const done = await createOrSetAdmin(db, admin, now, true);
  return done === "taken" ? "skipped" : done;
}
