import { and, asc, count, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Passkey } from "../../core/schemas/passkeys";
import { passkeys, users, webauthnChallenges, type PasskeyRow } from "../../db/schema";

type Writer = Pick<Database, "insert" | "update" | "delete">;

export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)["purpose"];

/** A passkey as its owner sees it on the account page. */
export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
  };
}

/** The account's passkeys, oldest first. */
export async function listPasskeys(db: Pick<Database, "select">, userId: string) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** A passkey by its credential id, with the account it signs in to. */
export async function findPasskeyWithUser(db: Pick<Database, "select">, credentialId: string) {
  const [row] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a new passkey, unless the account already holds `max`, or one of the same name (in any
 * case), or the credential is already stored (on any account): which it was, then.
 */
export async function insertPasskey(
  tx: Pick<Database, "select" | "insert" | "execute">,
  row: Omit<PasskeyRow, "lastUsedAt">,
  max: number,
): Promise<{ ok: true } | { ok: false; reason: "full" | "name-taken" | "taken" }> {
  // Adds to one account are made one at a time, so two at once cannot both pass the count.
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${row.userId} for update`);
  const [held] = await tx
    .select({ n: count() })
    .from(passkeys)
    .where(eq(passkeys.userId, row.userId));
  if (Number(held?.n ?? 0) >= max) return { ok: false, reason: "full" };
  const [sameName] = await tx
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.userId, row.userId), sql`lower(${passkeys.name}) = lower(${row.name})`))
    .limit(1);
  if (sameName) return { ok: false, reason: "name-taken" };
  const inserted = await tx
    .insert(passkeys)
    .values(row)
    .onConflictDoNothing({ target: passkeys.id })
    .returning({ id: passkeys.id });
  return inserted.length > 0 ? { ok: true } : { ok: false, reason: "taken" };
}

/** Removes one of the account's passkeys; answers its name, or null when it has no such one. */
export async function deletePasskey(
  db: Pick<Database, "delete">,
  userId: string,
  id: string,
): Promise<string | null> {
  const [removed] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning({ name: passkeys.name });
  return removed?.name ?? null;
}

/**
 * Records a sign-in with the passkey at the counter its device reported: only if the counter
 * went up, or both it and the stored one are 0 (devices that keep no counter), so a cloned
 * device's answer, or one of two at once with the same counter, is refused.
 */
export async function recordPasskeyUse(
  db: Pick<Database, "update">,
  id: string,
  newCounter: number,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, id),
        newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter),
      ),
    )
    .returning({ id: passkeys.id });
  return used.length > 0;
}

/**
 * Stores a challenge handed out, unless the address already holds `maxOpen` unexpired ones:
 * false then. One statement, so a burst from one address cannot pass the cap together by more
 * than the burst's own race (each insert counts the rows committed before it).
 */
export async function insertChallenge(
  db: Pick<Database, "execute">,
  challenge: {
    challenge: string;
    purpose: ChallengePurpose;
    userId: string | null;
    addressKey: string;
    expiresAt: Date;
  },
  options: { now: Date; maxOpen: number },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${webauthnChallenges} (challenge, purpose, user_id, address_key, expires_at)
    select ${challenge.challenge}, ${challenge.purpose}, ${challenge.userId}::uuid,
      ${challenge.addressKey}, ${challenge.expiresAt.toISOString()}::timestamptz
    where (
      select count(*) from ${webauthnChallenges}
      where ${webauthnChallenges.addressKey} = ${challenge.addressKey}
        and ${webauthnChallenges.expiresAt} > ${options.now.toISOString()}::timestamptz
    ) < ${options.maxOpen}
    returning challenge`);
  // Both drivers (node-postgres and PGlite) answer a raw statement with its `rows`.
  return (result as { rows: unknown[] }).rows.length > 0;
}

/**
 * Takes a challenge for its answer: deleted whatever the answer turns out to be, so it is
 * answered once. True when it was handed out for this purpose (and account) and has not expired.
 */
export async function takeChallenge(
  db: Pick<Database, "delete">,
  challenge: string,
  expected: { purpose: ChallengePurpose; userId: string | null },
  now: Date,
): Promise<boolean> {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge, challenge))
    .returning();
  return (
    taken !== undefined &&
    taken.purpose === expected.purpose &&
    taken.userId === expected.userId &&
    taken.expiresAt.getTime() > now.getTime()
  );
}

/** Housekeeping: challenges nobody answered. */
export async function pruneChallenges(db: Writer, before: Date): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, before));
}
