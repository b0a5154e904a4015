import { describe, expect, it } from "vitest";
import { portalPageTitles as portalPageTitlesSl } from "../../../core/texts/portal-page-names.sl";
import { learnMorePath } from "./learn-more";

describe("learnMorePath", () => {
  it.each([
    ["Security Solutions", "/partner-portal/smart-card-solutions"],
    ["Government Solutions", "/partner-portal/government-solutions"],
    ["Industrial Solutions", "/partner-portal/semiconductor-products"],
    ["Quality Control", "/partner-portal/vision-inspection"],
    ["Software & IT", "/partner-portal/software-solutions"],
    ["Support Services", "/partner-portal/service-support"],
    ["Manufacturing", "/partner-portal/precision-manufacturing"],
    ["Green Technology", "/partner-portal/e-mobility-solar"],
  ])("leads %s to %s", (category, target) => {
    expect(learnMorePath(category)).toBe(target);
  });

  it.each([
    "Consulting",
    "",
    "security solutions",
    " Security Solutions",
    "constructor",
    "__proto__",
  ])("leads any other category (%j) to the case studies", (category) => {
    expect(learnMorePath(category)).toBe("/partner-portal/case-studies");
  });
});

describe("learnMorePath with the Slovenian category names", () => {
  it.each([
    ["Varnostne rešitve", "/partner-portal/smart-card-solutions"],
    ["Rešitve za državno upravo", "/partner-portal/government-solutions"],
    ["Industrijske rešitve", "/partner-portal/semiconductor-products"],
    ["Nadzor kakovosti", "/partner-portal/vision-inspection"],
    ["Programska oprema in IT", "/partner-portal/software-solutions"],
    ["Podporne storitve", "/partner-portal/service-support"],
    ["Proizvodnja", "/partner-portal/precision-manufacturing"],
    ["Zelene tehnologije", "/partner-portal/e-mobility-solar"],
  ])("leads %s to %s", (category, target) => {
    expect(learnMorePath(category, portalPageTitlesSl)).toBe(target);
  });

  it.each(["Security Solutions", "varnostne rešitve", "Referenčni projekti", "constructor"])(
    "leads any other category (%j) to the case studies",
    (category) => {
      expect(learnMorePath(category, portalPageTitlesSl)).toBe("/partner-portal/case-studies");
    },
  );
});
