import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import { hashPassword } from "../server/auth/passwords";
import { insertUser } from "../server/repositories/users";
import type { Credentials } from "./sign-ins";

/** The size of a firm that has grown: what the admin panel must stay fast with. */
export const ADMIN_SEED = {
  users: 10_000,
  signIns: 50_000,
  auditEntries: 3_000,
  /** Every hundredth seeded account is an admin. */
  adminEvery: 100,
} as const;

/** The admin the benchmark signs in as: one more admin beside the seeded ones. */
export const benchAdmin: Credentials = {
  email: "bench-admin@example.com",
  password: "BenchAdmin2026",
};

/** A search that matches about one seeded user in twenty, as a surname typed into the box. */
export const BENCH_SEARCH = "novak";

const firstNames = [
  "Ana",
  "Marko",
  "Eva",
  "Luka",
  "Maja",
  "Jan",
  "Nina",
  "Tomaž",
  "Sara",
  "Matej",
  "Katja",
  "Rok",
  "Petra",
  "Gregor",
  "Urška",
  "Andrej",
  "Tina",
  "Boris",
  "Mojca",
  "Jure",
];
const lastNames = [
  "Novak",
  "Horvat",
  "Kovačič",
  "Krajnc",
  "Zupančič",
  "Potočnik",
  "Kovač",
  "Mlakar",
  "Kos",
  "Vidmar",
  "Golob",
  "Turk",
  "Božič",
  "Kralj",
  "Korošec",
  "Zupan",
  "Bizjak",
  "Hribar",
  "Kotnik",
  "Rozman",
];
const userAgents = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
];

const textArray = (values: readonly string[]) =>
  sql.raw(`(array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}])`);

/**
 * Seeds the accounts, sign-ins and audit entries of a grown firm in a few statements
 * (generate_series, one password hash shared by the seeded accounts, which never sign in),
 * before the server opens the database. Values vary deterministically with the row number, so
 * every run measures the same data.
 */
export async function seedAdminData(handle: DatabaseHandle, migrationsFolder: string) {
  await handle.migrate(migrationsFolder);
  const { db } = handle;
  const now = new Date();
  const nowText = now.toISOString();
  const admin = await insertUser(
    db,
    {
      email: benchAdmin.email,
      passwordHash: await hashPassword(benchAdmin.password),
      role: "admin",
      fullName: "Bench Administrator",
    },
    now,
  );
  if (!admin) throw new Error(`${benchAdmin.email} exists already: the database is not fresh`);
  const sharedHash = await hashPassword(`${benchAdmin.password}-seeded`);
  const firsts = textArray(firstNames);
  const lasts = textArray(lastNames);
  const agents = textArray(userAgents);

  await db.execute(sql`
    insert into users (email, password_hash, full_name, company, role, login_count,
                       last_login_at, created_at, updated_at)
    select format('%s.%s.%s@partner-%s.example', lower(${firsts}[1 + i % 20]),
                  lower(${lasts}[1 + (i / 20) % 20]), i, i % 600),
           ${sharedHash},
           ${firsts}[1 + i % 20] || ' ' || ${lasts}[1 + (i / 20) % 20],
           case when i % 9 = 0 then null else format('Partner Company %s d.o.o.', i % 600) end,
           case when i % ${ADMIN_SEED.adminEvery} = 0 then 'admin' else 'partner' end,
           (i * 37) % 120,
           case when (i * 37) % 120 = 0 then null
                else ${nowText}::timestamptz - ((i * 7919) % 259200) * interval '1 minute' end,
           ${nowText}::timestamptz - (${ADMIN_SEED.users} - i) * interval '2 hours',
           ${nowText}::timestamptz - (${ADMIN_SEED.users} - i) * interval '2 hours'
    from generate_series(1, ${ADMIN_SEED.users}) as i`);

  // Sign-ins spread over the last 180 days, by users picked across the whole table.
  await db.execute(sql`
    with numbered as (
      select id, email, row_number() over (order by created_at, id) as n from users
    ), counted as (select count(*) as total from numbered)
    insert into user_activity_logs (user_id, email, activity_type, source, ip_address,
                                    user_agent, created_at)
    select u.id, u.email, 'login',
           case when u.n % 50 = 0 then 'admin-panel' else 'partner-portal' end,
           format('198.51.%s.%s', (i * 13) % 256, (i * 7) % 256),
           ${agents}[1 + i % 4],
           ${nowText}::timestamptz - ((i::bigint * 104729) % 259200) * interval '1 minute'
    from generate_series(1, ${ADMIN_SEED.signIns}) as i
    cross join counted
    join numbered u on u.n = 1 + (i * 7919) % counted.total`);

  await db.execute(sql`
    with numbered as (
      select id, email, row_number() over (order by created_at, id) as n from users
    ), counted as (select count(*) as total from numbered)
    insert into admin_audit_log (actor_id, actor_email, action, target_id, target_email,
                                 changed_fields, created_at)
    select ${admin.id}::uuid, ${admin.email},
           (array['create-user', 'update-user', 'reset-password', 'delete-user'])[1 + i % 4],
           u.id::text, u.email,
           case when i % 4 = 1 then '["fullName","company"]'::jsonb
                when i % 4 = 2 then '["password"]'::jsonb
                else '[]'::jsonb end,
           ${nowText}::timestamptz - ((i * 7919) % 259200) * interval '1 minute'
    from generate_series(1, ${ADMIN_SEED.auditEntries}) as i
    cross join counted
    join numbered u on u.n = 1 + (i * 104729) % counted.total`);

  // Fresh statistics, as autovacuum would have gathered on a database that grew over time.
  await db.execute(sql`analyze`);
}
