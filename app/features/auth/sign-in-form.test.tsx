import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminLoginForm } from "./admin-login-form";
import { msUntilNextMinute } from "./lock-countdown";
import { LoginForm } from "./login-form";

const render = (form: ReactNode) => renderToStaticMarkup(<MemoryRouter>{form}</MemoryRouter>);

describe("the sign-in form as each page has it", () => {
  it("partner: Remember me and Forgot password?, fields not marked required", () => {
    const html = render(<LoginForm />);
    expect(html).toContain('type="checkbox"');
    expect(html).toContain("Remember me");
    expect(html).toContain("Forgot password?");
    expect(html).not.toContain("required");
    expect(html).toMatch(/<label[^>]*>Email<\/label>/);
    expect(html).toContain('aria-label="Show password"');
  });

  it("admin: both fields required, no Remember me or Forgot password?", () => {
    const html = render(<AdminLoginForm />);
    expect(html.match(/required=""/g)).toHaveLength(2);
    expect(html).not.toContain("Remember me");
    expect(html).not.toContain("Forgot password?");
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
  });

  it("neither shows a lock in the pre-rendered page", () => {
    for (const html of [render(<LoginForm />), render(<AdminLoginForm />)]) {
      expect(html).not.toContain('role="timer"');
      expect(html).not.toContain("<fieldset disabled");
    }
  });
});

describe("the lock's countdown", () => {
  it("wakes when the whole minutes left change", () => {
    expect(msUntilNextMinute(15 * 60_000)).toBe(60_000);
    expect(msUntilNextMinute(14 * 60_000 + 1)).toBe(1);
    expect(msUntilNextMinute(90_500)).toBe(30_500);
    expect(msUntilNextMinute(0)).toBe(60_000);
  });
});
