import { describe, expect, it } from "vitest";
import { isAdminPanel, isPrivateArea, paths } from "./paths";

describe("private areas", () => {
  it("cover the portal and the admin panel, but not the admin sign-in page", () => {
    for (const path of [
      paths.partnerPortal,
      `${paths.partnerPortal}/case-studies`,
      paths.adminDashboard,
      paths.adminMessages,
      paths.adminActivity,
    ]) {
      expect(isPrivateArea(path), path).toBe(true);
    }
    for (const path of [paths.admin, "/admins", "/administrator", "/partner-portals", "/"]) {
      expect(isPrivateArea(path), path).toBe(false);
    }
  });

  it("tell the admin panel from its sign-in page", () => {
    expect(isAdminPanel(paths.adminDashboard)).toBe(true);
    expect(isAdminPanel(paths.admin)).toBe(false);
    expect(isAdminPanel(paths.partnerPortal)).toBe(false);
  });
});
