import { describe, expect, it } from "vitest";
import {
  localeFromAcceptLanguage,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  twinPath,
} from "./locales";

describe("paths in both languages", () => {
  it("puts Slovenian below /sl and keeps English where it was", () => {
    expect(localizedPath("/about", "sl")).toBe("/sl/about");
    expect(localizedPath("/", "sl")).toBe("/sl");
    expect(localizedPath("/partner-portal/requests", "sl")).toBe("/sl/partner-portal/requests");
    expect(localizedPath("/about", "en")).toBe("/about");
    expect(localizedPath("/", "en")).toBe("/");
  });

  it("reads a path's language from its prefix, and only from a whole segment", () => {
    expect(localeOfPath("/sl")).toBe("sl");
    expect(localeOfPath("/sl/about")).toBe("sl");
    expect(localeOfPath("/about")).toBe("en");
    expect(localeOfPath("/slides")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
  });

  it("names a page's twin in the other language", () => {
    expect(pathWithoutLocale("/sl/admin/dashboard")).toBe("/admin/dashboard");
    expect(pathWithoutLocale("/sl")).toBe("/");
    expect(pathWithoutLocale("/slides")).toBe("/slides");
    expect(twinPath("/sl/about", "en")).toBe("/about");
    expect(twinPath("/about", "sl")).toBe("/sl/about");
    expect(twinPath("/sl", "en")).toBe("/");
  });
});

describe("the language a client asks for", () => {
  it("is Slovenian when Slovenian ranks above English", () => {
    expect(localeFromAcceptLanguage("sl")).toBe("sl");
    expect(localeFromAcceptLanguage("sl-SI,sl;q=0.9,en;q=0.8")).toBe("sl");
    expect(localeFromAcceptLanguage("de-DE,sl;q=0.7,en;q=0.5")).toBe("sl");
    expect(localeFromAcceptLanguage("en;q=0.5, sl;q=0.8")).toBe("sl");
  });

  it("is English when English ranks first, for neither language, and for a malformed header", () => {
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9,sl;q=0.8")).toBe("en");
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage(";;,q=abc")).toBe("en");
    expect(localeFromAcceptLanguage("sl;q=0")).toBe("en");
    expect(localeFromAcceptLanguage("sl;q=nope")).toBe("en");
  });
});
