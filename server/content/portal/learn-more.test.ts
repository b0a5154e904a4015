import { describe, expect, it } from "vitest";
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
