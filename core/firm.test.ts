import { describe, expect, it } from "vitest";
import { informationCommissioner } from "./content/information-commissioner";
import { privacyPolicy as slovenianPrivacyPolicy } from "./content/legal.sl";
import { privacyPolicy } from "./content/legal";
import { formatAddress } from "./firm";
import { fullAddress } from "./site";
import { fullAddress as slovenianFullAddress } from "./site.sl";

const noBreakSpace = "\u00a0";

describe("formatAddress", () => {
  it("writes an address on one line, the postal code and the town held together", () => {
    expect(
      formatAddress({
        street: "Trg OF 13",
        postalCode: "2000",
        city: "Maribor",
        country: "Slovenija",
      }),
    ).toBe(`Trg OF 13, 2000${noBreakSpace}Maribor, Slovenija`);
  });

  it("leaves out a country that is not given", () => {
    expect(formatAddress(informationCommissioner.address)).toBe(
      `Dunajska cesta 22, 1000${noBreakSpace}Ljubljana`,
    );
  });

  it("gives the firm's address in each language's words", () => {
    expect(fullAddress).toBe(`Slovenska cesta 1, 1000${noBreakSpace}Ljubljana, Slovenia`);
    expect(slovenianFullAddress).toBe(`Slovenska cesta 1, 1000${noBreakSpace}Ljubljana, Slovenija`);
  });

  it("is how the privacy policy writes the authority's address in both languages", () => {
    const text = (document: typeof privacyPolicy) => JSON.stringify(document);
    expect(text(privacyPolicy)).toContain(
      JSON.stringify(`Dunajska cesta 22, 1000${noBreakSpace}Ljubljana, Slovenia`).slice(1, -1),
    );
    expect(text(slovenianPrivacyPolicy)).toContain(
      JSON.stringify(`Dunajska cesta 22, 1000${noBreakSpace}Ljubljana`).slice(1, -1),
    );
  });
});
