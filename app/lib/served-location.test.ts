import { describe, expect, it } from "vitest";
import { spaFallbackFile } from "../../core/paths";
import { servedPathname } from "./served-location";

describe("servedPathname", () => {
  it("drops the trailing slash React Router pre-renders with", () => {
    expect(servedPathname("/about/", false)).toBe("/about");
    expect(servedPathname("/privacy-policy//", false)).toBe("/privacy-policy");
    expect(servedPathname("/about", false)).toBe("/about");
  });

  it("keeps the home page at /", () => {
    expect(servedPathname("/", false)).toBe("/");
  });

  it("renders the SPA fallback at a path no header link points to", () => {
    expect(servedPathname("/", true)).toBe(spaFallbackFile);
  });

  it("keeps the Slovenian build's SPA fallback below its basename", () => {
    expect(servedPathname("/sl/", true, "/sl/")).toBe(`/sl${spaFallbackFile}`);
    expect(servedPathname("/sl/about/", false, "/sl/")).toBe("/sl/about");
  });
});
