import type { Database } from "../../db/client";
import type { Role } from "../../db/schema";
import { site } from "../../core/site";
import { hashPassword, verifyPassword } from "../auth/passwords";
import {
  deleteDemoUsers,
  findUserByEmail,
  insertUser,
  setPasswordHash,
} from "../repositories/users";
import { revokeUserSessions } from "../repositories/sessions";

export interface DemoAccounts {
  partner: { email: string; password: string };
  admin: { email: string; password: string };
}

const demoProfiles: Record<keyof DemoAccounts, { role: Role; fullName: string; company: string }> =
  {
    partner: { role: "partner", fullName: "Demo Partner", company: "Demo Partner Company" },
    admin: { role: "admin", fullName: "Demo Administrator", company: site.name },
  };

/** Creates the demo accounts that do not exist yet (demo mode, at start). */
export async function ensureDemoAccounts(
  db: Database,
  accounts: DemoAccounts,
  now: Date,
): Promise<void> {
  for (const kind of ["partner", "admin"] as const) {
    const { email, password } = accounts[kind];
    if (await findUserByEmail(db, email)) continue;
    await insertUser(
      db,
      { email, passwordHash: await hashPassword(password), ...demoProfiles[kind], demo: true },
      now,
    );
  }
}

/**
 * Makes the demo accounts' passwords match the sample credentials the sign-in pages show
 * (the demo helper, docs/rules.md#demo-mode), creating an account that was deleted. Setting a
 * password that had been changed ends that account's sessions, as any password change does.
 */
export async function resetDemoPasswords(
  db: Database,
  accounts: DemoAccounts,
  now: Date,
): Promise<void> {
  await ensureDemoAccounts(db, accounts, now);
  for (const kind of ["partner", "admin"] as const) {
    const { email, password } = accounts[kind];
    const user = await findUserByEmail(db, email);
    // Unchanged passwords stay untouched, so other visitors' demo sessions go on.
    if (!user || (await verifyPassword(user.passwordHash, password))) continue;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, now);
      await revokeUserSessions(tx, user.id, now);
    });
  }
}

/**
 * Outside demo mode the demo accounts, whose passwords are public, must not work: they are
 * removed, and their sessions with them. Their sign-ins and admin actions stay in the logs
 * under their e-mail. A later start in demo mode creates them again.
 */
export async function removeDemoAccounts(db: Database): Promise<number> {
  return deleteDemoUsers(db);
}
