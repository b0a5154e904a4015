import { spawn } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  DatabaseConnectionError,
  openEmbeddedDatabase,
  type DatabaseHandle,
} from "../../db/client";
import {
  claimDataFolder,
  controlSocketPath,
  DataFolderInUseError,
  isDataFolderInUse,
} from "../../db/data-folder-lock.mjs";
import { codeAt } from "../../server/auth/totp";
import { isBackupFileName, takeBackup } from "../../server/operations/backup";
import { BackupFileError } from "../../server/operations/backup-file";
import { restoreBackup, RestoreError } from "../../server/operations/restore";
import { call, createAccount, partnerPassword, signInJar } from "../support/accounts";
import { TestClock } from "../support/clock";
import { migrationsFolder, testDatabaseKind } from "../support/database";
import { makeDataDir } from "../support/server-process";
import { applicationTables, snapshotTables, tableDifference } from "../support/tables";
import { startTestApp, testConfig } from "../support/test-app";
import { addPasskey, deviceAt } from "../support/passkeys";

const root = path.resolve(import.meta.dirname, "../..");

/** `npm run backup` / `npm run restore`, as a separate process, with this environment. */
function cli(script: "backup" | "restore", env: Record<string, string>, args: string[] = []) {
  return spawn(process.execPath, ["--import", "tsx", `server/cli/${script}.ts`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

async function finished(child: ReturnType<typeof cli>): Promise<{ code: number; out: string }> {
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  const code = await new Promise<number>((resolve) => child.once("exit", (c) => resolve(c ?? -1)));
  return { code, out };
}

function contactMessage(app: FastifyInstance, n: number) {
  return call(app, {
    url: "/api/contact",
    body: {
      name: "Ana Novak",
      email: "ana.novak@example.org",
      subject: `Write ${n}`,
      message: "We are looking for a supplier of CNC machined aluminium housings.",
    },
    // Each from an address of its own, so the per-address limit never refuses one.
    remoteAddress: `10.1.${(n >> 8) & 255}.${n & 255}`,
  });
}

const folders: string[] = [];
function emptyFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "site-restore-"));
  folders.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

// Backups are the embedded database's: on PostgreSQL the README gives pg_dump's commands.
describe.skipIf(testDatabaseKind !== "embedded")("backups of the embedded database", () => {
  let dataDir: string;
  let removeDataDir: () => void;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let appClock: TestClock;
  const backupDir = () => path.join(dataDir, "backups");
  /** Waits until a backup has begun writing its file (the work file named `.partial`). */
  async function partialFileWritten(stillRunning: () => boolean): Promise<void> {
    const deadline = Date.now() + 60_000;
    const seen = () =>
      existsSync(backupDir()) && readdirSync(backupDir()).some((n) => n.endsWith(".partial"));
    while (!seen()) {
      if (Date.now() > deadline || !stillRunning()) throw new Error("no partial file seen");
      await sleep(2);
    }
  }

  beforeAll(async () => {
    ({ dir: dataDir, remove: removeDataDir } = makeDataDir());
    database = await openEmbeddedDatabase(dataDir);
    await database.migrate(migrationsFolder);
    ({ app, clock: appClock } = await startTestApp(database.db));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    removeDataDir?.();
  });

  /** A row in every table: accounts, sign-ins (good and bad), an admin's action, mail. */
  async function fillEveryTable(): Promise<void> {
    const clock = new TestClock();
    await createAccount(database.db, clock, { email: "chief@example.si", role: "admin" });
    await createAccount(database.db, clock, { email: "ana@example.si" });
    const adminJar = await signInJar(app, "chief@example.si");
    const anaJar = await signInJar(app, "ana@example.si");
    await call(app, { url: "/api/auth/login", body: { email: "ana@example.si", password: "x1" } });
    // Two-factor sign-in: its key and recovery codes.
    const setup = await call(app, {
      url: "/api/account/two-factor/setup",
      body: { password: partnerPassword },
      jar: anaJar,
    });
    const secret = setup.json<{ secret: string }>().secret.replace(/\s+/g, "");
    const confirmed = await call(app, {
      url: "/api/account/two-factor/confirm",
      body: { code: codeAt(secret, appClock.now()) },
      jar: anaJar,
    });
    expect(confirmed.statusCode).toBe(200);
    // A passkey, and a sign-in's challenge still unanswered.
    expect((await addPasskey(app, anaJar, deviceAt(testConfig().publicUrl))).statusCode).toBe(201);
    await call(app, { url: "/api/auth/passkey/options", body: {} });
    const created = await call(app, {
      url: "/api/admin/users",
      body: { email: "eda@example.si", fullName: "Eda Dit", role: "partner" },
      jar: adminJar,
    });
    expect(created.statusCode).toBe(201);
    await call(app, { url: "/api/auth/password-reset", body: { email: "ana@example.si" } });
    expect((await contactMessage(app, 0)).statusCode).toBe(201);
    const rows = await snapshotTables(database.db, await applicationTables(database.db));
    const empty = Object.keys(rows).filter((table) => rows[table]!.length === 0);
    expect(empty).toEqual([]);
  }

  it("takes a backup while writes are in flight, and a restore into an empty folder brings back every table's rows", async () => {
    await fillEveryTable();
    const tables = await applicationTables(database.db);

    // Four writers keep sending contact messages (each stored with its mail in one
    // transaction) before, during and after the backup.
    const acknowledgedBefore = new Set<string>();
    let backupStarted = false;
    let writing = true;
    let next = 1;
    const writer = async () => {
      while (writing) {
        const n = next++;
        const answer = await contactMessage(app, n);
        expect(answer.statusCode).toBe(201);
        if (!backupStarted) acknowledgedBefore.add(`Write ${n}`);
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    await sleep(300);
    backupStarted = true;
    const backup = await finished(cli("backup", { DATA_DIR: dataDir }));
    writing = false;
    await Promise.all(writers);
    expect(backup.out).toMatch(/^Backup written: .+ while the server ran\)\.$/m);
    expect(backup.code).toBe(0);
    const live = await snapshotTables(database.db, tables);

    const files = readdirSync(backupDir());
    expect(files).toHaveLength(1);
    expect(isBackupFileName(files[0]!)).toBe(true);
    expect(files[0]).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.dbbackup$/);

    const restoredDir = emptyFolder();
    const restore = await finished(
      cli("restore", { DATA_DIR: restoredDir }, [path.join(backupDir(), files[0]!)]),
    );
    expect(restore.out).toContain(`into ${restoredDir}.`);
    expect(restore.code).toBe(0);

    // As a server starting on the restored folder would: open it and migrate.
    const restoredDatabase = await openEmbeddedDatabase(restoredDir);
    let restored: Record<string, unknown[]>;
    try {
      await restoredDatabase.migrate(migrationsFolder);
      restored = await snapshotTables(restoredDatabase.db, tables);
    } finally {
      await restoredDatabase.close();
    }

    // The writes went on after the snapshot: the tables they add to hold what the live
    // database held at that moment; every other table is the same, row for row.
    const appendedTo = ["contact_messages", "mail_outbox", "rate_limit_counters"];
    for (const table of tables) {
      if (appendedTo.includes(table)) {
        const liveRows = new Set(live[table]!.map((row) => JSON.stringify(row)));
        const missing = restored[table]!.filter((row) => !liveRows.has(JSON.stringify(row)));
        expect(missing, table).toEqual([]);
      } else {
        expect(tableDifference(live[table]!, restored[table]!), table).toBeNull();
      }
    }
    const subjects = (restored.contact_messages as { subject: string }[]).map((m) => m.subject);
    for (const subject of acknowledgedBefore) expect(subjects).toContain(subject);
    expect(subjects.length).toBeGreaterThan(acknowledgedBefore.size);
    // Consistent: every message restored has its mail, and no mail is without its message.
    const mailSubjects = (restored.mail_outbox as { subject: string }[])
      .map((mail) => /Write \d+/.exec(mail.subject)?.[0])
      .filter((subject) => subject !== undefined);
    expect(mailSubjects.sort()).toEqual(subjects.filter((s) => s.startsWith("Write ")).sort());
  }, 180_000);

  afterEach(() => rmSync(backupDir(), { recursive: true, force: true }));

  it("leaves no file that looks complete when the backup is killed, and the database works on", async () => {
    const child = cli("backup", { DATA_DIR: dataDir });
    const outcome = finished(child);
    // Kill it as soon as it has begun writing the file.
    await partialFileWritten(() => child.exitCode === null);
    child.kill("SIGKILL");
    await outcome;

    const left = readdirSync(backupDir());
    expect(left.filter(isBackupFileName)).toEqual([]);
    const partial = left.find((name) => name.endsWith(".partial"));
    expect(partial).toBeDefined();
    // Even renamed to look like a backup, the cut-short file is refused by a restore.
    const renamed = path.join(emptyFolder(), "backup-2026-11-24T031500Z.dbbackup");
    copyFileSync(path.join(backupDir(), partial!), renamed);
    const target = emptyFolder();
    await expect(
      restoreBackup({
        file: renamed,
        dataDir: target,
        backupDir: backupDir(),
        force: false,
        now: new Date(),
      }),
    ).rejects.toThrow(BackupFileError);
    expect(readdirSync(target)).toEqual([]);

    // The database answers, and the next backup works and clears what the killed one left.
    expect((await contactMessage(app, 5000)).statusCode).toBe(201);
    const again = await takeBackup({ dataDir, backupDir: backupDir(), now: new Date() });
    expect(readdirSync(backupDir())).toEqual([path.basename(again.file)]);
  }, 120_000);

  it("discards a backup stopped half way (as at shutdown) without leaving a file", async () => {
    const abort = new AbortController();
    const backup = takeBackup({
      dataDir,
      backupDir: backupDir(),
      now: new Date(),
      signal: abort.signal,
    });
    await partialFileWritten(() => true);
    abort.abort();
    await expect(backup).rejects.toThrow();
    expect(readdirSync(backupDir())).toEqual([]);
    expect((await contactMessage(app, 5001)).statusCode).toBe(201);
  }, 120_000);

  it("refuses to restore while a server uses the folder, and over a database without --force", async () => {
    const { file } = await takeBackup({ dataDir, backupDir: backupDir(), now: new Date() });
    const options = { file, backupDir: backupDir(), now: new Date() };

    // The folder this test's server holds.
    const inUse = await finished(cli("restore", { DATA_DIR: dataDir }, [file, "--force"]));
    expect(inUse.out).toContain(`Refused: ${dataDir} is in use by a running server`);
    expect(inUse.code).toBe(1);
    // Nor can a second server open it.
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(DatabaseConnectionError);
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(/in use by another process/);

    // A folder holding a stopped database: refused without --force; with it, kept aside.
    const other = emptyFolder();
    await restoreBackup({ ...options, dataDir: other, force: false });
    await expect(restoreBackup({ ...options, dataDir: other, force: false })).rejects.toThrow(
      RestoreError,
    );
    await expect(restoreBackup({ ...options, dataDir: other, force: false })).rejects.toThrow(
      /holds a database: to replace it, run the restore again with --force/,
    );
    const forced = await restoreBackup({ ...options, dataDir: other, force: true });
    expect(forced.setAside).toMatch(/\.before-restore-\d{4}-\d{2}-\d{2}T\d{6}Z$/);
    folders.push(forced.setAside!);
    expect(existsSync(path.join(forced.setAside!, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(other, "PG_VERSION"))).toBe(true);

    // And the restored folder opens: the backup's admin signs in, and its partner is asked
    // for the second factor she had set up.
    const reopened = await openEmbeddedDatabase(other);
    const { app: restoredApp } = await startTestApp(reopened.db);
    try {
      await signInJar(restoredApp, "chief@example.si", partnerPassword);
      const partner = await call(restoredApp, {
        url: "/api/auth/login",
        body: { email: "ana@example.si", password: partnerPassword },
      });
      expect(partner.statusCode).toBe(202);
    } finally {
      await restoredApp.close();
      await reopened.close();
    }
  }, 120_000);

  it("refuses a file that is not a backup", async () => {
    const file = path.join(emptyFolder(), "notes.dbbackup");
    writeFileSync(file, "hello\n");
    await expect(
      restoreBackup({
        file,
        dataDir: emptyFolder(),
        backupDir: backupDir(),
        force: false,
        now: new Date(),
      }),
    ).rejects.toThrow(/not a backup of this site's database/);
  });
});

describe("the data folder's lock", () => {
  it("is an owner-only socket, and one left by a killed process does not count", async () => {
    const dir = emptyFolder();
    const socketPath = controlSocketPath(dir);
    // A process that holds the folder and is killed: its socket file stays behind.
    // It says so once it listens: the socket file exists from bind(), a moment before.
    const holder = spawn(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(socketPath)}, () => console.log("listening"))`,
    ]);
    await new Promise((resolve) => holder.stdout.once("data", resolve));
    expect(await isDataFolderInUse(dir)).toBe(true);
    await expect(claimDataFolder(dir)).rejects.toThrow(DataFolderInUseError);
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    expect(existsSync(socketPath)).toBe(true);
    expect(await isDataFolderInUse(dir)).toBe(false);

    const lock = await claimDataFolder(dir);
    try {
      expect(statSync(socketPath).mode & 0o777).toBe(0o600);
      expect(await isDataFolderInUse(dir)).toBe(true);
    } finally {
      await new Promise((resolve) => lock.close(resolve));
    }
    expect(existsSync(socketPath)).toBe(false);
  });
});
