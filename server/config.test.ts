import { describe, expect, it } from "vitest";
import { site } from "../core/site";
import { ConfigError, loadConfig } from "./config";

const load = (env: Record<string, string>) => loadConfig(env, "/srv/site");

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = load({});
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/srv/site/.data",
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      smtpUrl: undefined,
      contactTo: site.publicEmail,
      demo: true,
      production: false,
    });
  });

  it("turns demo mode off by default in production, and lets DEMO decide", () => {
    expect(load({ NODE_ENV: "production" }).demo).toBe(false);
    expect(load({ NODE_ENV: "production", DEMO: "1" }).demo).toBe(true);
    expect(load({ DEMO: "0" }).demo).toBe(false);
  });

  it("has the demo accounts in demo mode only, from the environment or the documented defaults", () => {
    expect(load({}).demoAccounts).toEqual({
      partner: { email: "partner@example.com", password: "PartnerDemo2026" },
      admin: { email: "admin@example.com", password: "AdminDemo2026" },
    });
    expect(load({ DEMO_PARTNER_EMAIL: "p@example.org" }).demoAccounts?.partner.email).toBe(
      "p@example.org",
    );
    expect(load({ DEMO: "0" }).demoAccounts).toBeNull();
    expect(load({ NODE_ENV: "production" }).demoAccounts).toBeNull();
  });

  it("refuses a weak demo password without echoing it", () => {
    expect(() => load({ DEMO_PARTNER_PASSWORD: "abcdefgh" })).toThrow(
      /^Configuration error: DEMO_PARTNER_PASSWORD is too weak: Password must contain at least one number\.$/,
    );
    expect(() => load({ DEMO_ADMIN_PASSWORD: "secret" })).not.toThrow(/"secret"/);
  });

  it("takes a bootstrap admin from ADMIN_EMAIL and ADMIN_PASSWORD, both or neither", () => {
    expect(load({}).bootstrapAdmin).toBeNull();
    expect(
      load({ ADMIN_EMAIL: "it@firm.example", ADMIN_PASSWORD: "Sturdy42Password" }).bootstrapAdmin,
    ).toEqual({ email: "it@firm.example", password: "Sturdy42Password" });
    expect(() => load({ ADMIN_EMAIL: "it@firm.example" })).toThrow(/ADMIN_PASSWORD must be set/);
    expect(() => load({ ADMIN_EMAIL: "it@firm.example", ADMIN_PASSWORD: "password1" })).toThrow(
      /ADMIN_PASSWORD is a commonly used password/,
    );
    expect(() => load({ ADMIN_EMAIL: "it@firm.example", ADMIN_PASSWORD: "short" })).toThrow(
      /^Configuration error: ADMIN_PASSWORD is too weak: /,
    );
  });

  it("puts backups in DATA_DIR/backups and keeps 7 by default, or as BACKUP_DIR and BACKUP_KEEP say", () => {
    expect(load({})).toMatchObject({ backupDir: "/srv/site/.data/backups", backupKeep: 7 });
    expect(load({ DATA_DIR: "/var/lib/site" }).backupDir).toBe("/var/lib/site/backups");
    expect(load({ BACKUP_DIR: "backups", BACKUP_KEEP: "30" })).toMatchObject({
      backupDir: "/srv/site/backups",
      backupKeep: 30,
    });
    for (const keep of ["0", "-1", "2.5", "seven", "1001"]) {
      expect(() => load({ BACKUP_KEEP: keep })).toThrow(
        `Configuration error: BACKUP_KEEP must be a whole number from 1 to 1000 (got "${keep}").`,
      );
    }
    expect(() => load({ DATA_DIR: "/var/lib/site", BACKUP_DIR: "/var/lib/site/" })).toThrow(
      /^Configuration error: BACKUP_DIR must not be DATA_DIR itself/,
    );
  });

  it("derives the public URL from PORT and strips a trailing slash", () => {
    expect(load({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(load({ PUBLIC_URL: "https://www.example.com/" }).publicUrl).toBe(
      "https://www.example.com",
    );
  });

  it("reads TRUST_PROXY as off, a number of proxies in front, or the proxies' addresses", () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(load({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(load({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }).trustProxy).toEqual({
      addresses: ["127.0.0.1", "10.0.0.0/8"],
    });
    expect(load({ TRUST_PROXY: "192.0.2.10, fd00::/8, ::1" }).trustProxy).toEqual({
      addresses: ["192.0.2.10", "fd00::/8", "::1"],
    });
  });

  it("treats an empty variable as unset", () => {
    expect(load({ PORT: "", SMTP_URL: "" })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "3.5"],
    ["SMTP_URL", "mail.example.com:25"],
    ["SMTP_URL", "http://mail.example.com"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "example.com"],
    ["CONTACT_TO", "not-an-address"],
    ["DEMO", "yes please"],
    ["DEMO_ADMIN_EMAIL", "admin"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "-1"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1,"],
    ["TRUST_PROXY", "proxy.internal"],
  ])("names %s when it is %j", (name, value) => {
    let error: unknown;
    try {
      load({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).toContain(JSON.stringify(value));
    expect(message.split("\n")).toHaveLength(1);
  });
});
