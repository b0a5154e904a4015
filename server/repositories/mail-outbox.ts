import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox, users, type MailOutboxRow } from "../../db/schema";
import { defaultLocale, type Locale } from "../../core/locales";
import { normaliseEmail } from "../../core/email";

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

type Executor = Pick<Database, "insert">;
type MailStatus = MailOutboxRow["status"];

export async function enqueueMail(db: Executor, mail: OutgoingMail, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/**
 * Queues the one of a mail's versions that is in its account's language, read in the same
 * statement, so the mail is written in the language the account has when the change that
 * causes it commits. The account is the one whose e-mail (in any case) is `accountEmail`; for
 * none, the default language's version goes.
 */
export async function enqueueMailInAccountLanguage(
  db: Pick<Database, "execute">,
  accountEmail: string,
  versions: Readonly<Record<Locale, OutgoingMail>>,
  now: Date,
): Promise<number> {
  const nowIso = now.toISOString();
  const m = mailOutbox;
  const column = (c: { name: string }) => sql.identifier(c.name);
  const rows = Object.entries(versions).map(
    ([locale, mail]) =>
      sql`(${locale}::text, ${mail.to}::text, ${mail.replyTo ?? null}::text, ${mail.subject}::text, ${mail.text}::text)`,
  );
  const result = await db.execute(sql`
    insert into ${m} (${column(m.toAddress)}, ${column(m.replyTo)}, ${column(m.subject)}, ${column(m.textBody)}, ${column(m.nextAttemptAt)}, ${column(m.createdAt)})
    select mail.to_address, mail.reply_to, mail.subject, mail.text_body, ${nowIso}::timestamptz, ${nowIso}::timestamptz
    from (values ${sql.join(rows, sql`, `)}) as mail(locale, to_address, reply_to, subject, text_body)
    where mail.locale = coalesce(
      (select ${users.locale} from ${users} where lower(${users.email}) = ${normaliseEmail(accountEmail)} limit 1),
      ${defaultLocale}::text
    )
    returning ${column(m.id)} as id`);
  // Both drivers (node-postgres and PGlite) answer a raw statement with its `rows`.
  const [row] = (result as { rows: { id: number | string }[] }).rows;
  return Number(row!.id);
}

/**
 * Leases up to `limit` due messages to the caller until `leaseUntil`. Rows another instance
 * holds are skipped, so each message goes to exactly one worker at a time.
 */
export async function claimDueMail(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<MailOutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "pending"),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailAttemptFailed(
  db: Database,
  id: number,
  attempts: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      attempts,
      lastError: error.slice(0, 1000),
      lockedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: "failed" as const }),
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Queues a mail again, due at `dueAt`, with a fresh run of attempts, only while its status is
 * `whileStatus`: the check and the change are one statement. False when it was not so queued.
 */
export async function requeueMail(
  db: Pick<Database, "update">,
  id: number,
  condition: { whileStatus: MailStatus; dueAt: Date },
): Promise<boolean> {
  const requeued = await db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: condition.dueAt, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, condition.whileStatus)))
    .returning({ id: mailOutbox.id });
  return requeued.length > 0;
}

/** The mail's status; null when it is no longer kept. */
export async function findMailStatus(
  db: Pick<Database, "select">,
  id: number,
): Promise<MailStatus | null> {
  const [mail] = await db
    .select({ status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return mail?.status ?? null;
}
