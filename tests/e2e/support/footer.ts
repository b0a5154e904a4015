import { expect, type Locator } from "@playwright/test";
import { site } from "../../../core/site";

/**
 * What every footer carries, the portal's compact one too: the legal pages, the firm's e-mail
 * and city, and this year's copyright.
 */
export async function expectFooterEssentials(footer: Locator) {
  const legal = footer.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );
  await expect(legal.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute(
    "href",
    "/terms-conditions",
  );
  await expect(footer.getByRole("link", { name: site.publicEmail })).toHaveAttribute(
    "href",
    `mailto:${site.publicEmail}`,
  );
  await expect(footer.getByText("Ljubljana, Slovenia")).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
}
