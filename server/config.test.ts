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

  it("derives the public URL from PORT and strips a trailing slash", () => {
    expect(load({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(load({ PUBLIC_URL: "https://www.example.com/" }).publicUrl).toBe(
      "https://www.example.com",
    );
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
