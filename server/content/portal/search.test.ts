import { describe, expect, it } from "vitest";
import { portalSearchAnswerSchema } from "../../../core/schemas/portal";
import { portalTexts as portalTextsSl } from "../../../core/texts/portal.sl";
import { foldForSearch, searchPortal } from "./search";

// The search over each language's content; the API's own checks (session, limits, refusals)
// are in tests/api/portal-search.test.ts.

describe("searchPortal in Slovenian", () => {
  it("finds a Slovenian word on the page that shows it, in the API's shape", () => {
    const answer = searchPortal("potnih listov", "sl");
    expect(portalSearchAnswerSchema.safeParse(answer).success).toBe(true);
    expect(answer.results).toContainEqual(
      expect.objectContaining({
        title: "Izdajanje biometričnih potnih listov",
        to: "/partner-portal/government-solutions",
        pageTitle: "Rešitve za državno upravo",
        field: "Title",
      }),
    );
  });

  it("names the overview's cards with the Slovenian overview's name", () => {
    expect(searchPortal("3.000 kartic", "sl").results).toContainEqual(
      expect.objectContaining({
        title: "Personalizacija pametnih kartic",
        to: "/partner-portal",
        pageTitle: portalTextsSl.overview,
        field: "Feature",
        text: "Do 3.000 kartic na uro",
      }),
    );
  });

  it("finds words with č, š and ž whether they are typed with them or without", () => {
    for (const query of ["Hrvaška", "hrvaska", "HRVAŠKA"]) {
      expect(searchPortal(query, "sl").results, query).toContainEqual(
        expect.objectContaining({
          title: "Center za personalizacijo plačilnih kartic",
          field: "Country",
          text: "Hrvaška",
        }),
      );
    }
    const withLetters = searchPortal("črna gora", "sl");
    expect(withLetters.total).toBeGreaterThan(0);
    expect(searchPortal("crna gora", "sl").total).toBe(withLetters.total);
    expect(searchPortal("Azerbajdžan", "sl").total).toBe(searchPortal("azerbajdzan", "sl").total);
    expect(foldForSearch("Čakalne vrste ŽIČ")).toBe("cakalne vrste zic");
  });

  it("searches the Slovenian texts only, and the English the English only", () => {
    expect(searchPortal("passport", "sl").total).toBe(0);
    expect(searchPortal("potnih", "en").total).toBe(0);
    expect(searchPortal("passport").total).toBeGreaterThan(0);
    expect(searchPortal("passport", "en")).toEqual(searchPortal("passport"));
  });
});
