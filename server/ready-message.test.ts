import { describe, expect, it } from "vitest";
import { formatReadyBlock, readyLogFields, startupSummary } from "./ready-message";

const demoAccounts = {
  partner: { email: "partner@example.com", password: "PartnerDemo2026" },
  admin: { email: "admin@example.com", password: "AdminDemo2026" },
};

const local = {
  publicUrl: "http://localhost:3000",
  host: "0.0.0.0",
  demoAccounts,
  databaseUrl: undefined,
  dataDir: "/srv/site/.data",
  smtpUrl: undefined,
};

const deployed = {
  publicUrl: "https://www.example.com",
  host: "127.0.0.1",
  demoAccounts: null,
  databaseUrl: "postgres://site:db-secret-1@db.internal:5432/site",
  dataDir: "/srv/site/.data",
  smtpUrl: "smtp://mailer:smtp-secret-2@smtp.example.com:587",
};

describe("the ready block", () => {
  it("names the site, /login and /admin, the demo credentials, the data folder and the outbox", () => {
    const block = formatReadyBlock(startupSummary(local, 3000));
    expect(block).toContain("is ready at http://localhost:3000");
    expect(block).toMatch(/Sign in +http:\/\/localhost:3000\/login\n/);
    expect(block).toMatch(/Admin panel +http:\/\/localhost:3000\/admin\n/);
    expect(block).toMatch(/Demo partner +partner@example\.com \/ PartnerDemo2026\n/);
    expect(block).toMatch(/Demo admin +admin@example\.com \/ AdminDemo2026\n/);
    expect(block).toMatch(/Data +embedded database in \/srv\/site\/\.data\n/);
    expect(block).toMatch(/E-mail +held in the outbox/);
    // The server listens where the site's address says: one address, not two.
    expect(block).not.toContain("Listening");
  });

  it("names PostgreSQL's host and database and the SMTP host, never their passwords or users", () => {
    const block = formatReadyBlock(startupSummary(deployed, 3000));
    expect(block).toContain("is ready at https://www.example.com");
    expect(block).toMatch(/Data +PostgreSQL database site on db\.internal:5432\n/);
    expect(block).toMatch(/E-mail +delivered through smtp\.example\.com:587\n/);
    expect(block).toMatch(/Listening on +127\.0\.0\.1:3000\n/);
    expect(block).not.toContain("Demo");
    for (const secret of ["db-secret-1", "smtp-secret-2", "mailer", "site:"]) {
      expect(block).not.toContain(secret);
    }
  });

  it("lines up its values in one column", () => {
    const rows = formatReadyBlock(startupSummary(local, 3000))
      .split("\n")
      .filter((line) => line.startsWith("  ") && !line.includes("Ctrl-C"));
    expect(rows).toHaveLength(7);
    const valueColumns = rows.map((row) => row.slice(2).search(/ {2}\S/) + 4);
    expect(new Set(valueColumns)).toEqual(new Set([rows[0]!.indexOf("http")]));
  });
});

describe("the ready block of a server without a build", () => {
  it("says that only the API is served", () => {
    const block = formatReadyBlock(startupSummary(local, 3000, false));
    expect(block).toMatch(/Web app +not built, so only the API is served here/);
    expect(formatReadyBlock(startupSummary(local, 3000))).not.toContain("Web app");
  });
});

describe("the ready log line", () => {
  it("holds the same facts as fields, without any password", () => {
    const fields = readyLogFields(startupSummary(deployed, 3000));
    expect(fields).toEqual({
      url: "https://www.example.com",
      listening: "127.0.0.1:3000",
      demo: false,
      data: { kind: "postgres", host: "db.internal:5432", database: "site" },
      mail: { kind: "smtp", host: "smtp.example.com:587" },
    });
    const demo = JSON.stringify(readyLogFields(startupSummary(local, 3000)));
    expect(demo).not.toContain("PartnerDemo2026");
    expect(demo).not.toContain("AdminDemo2026");
  });
});
