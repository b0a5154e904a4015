import { describe, expect, it } from "vitest";
import { accountTexts } from "../../../core/texts/account";
import { passwordMessages } from "../../../core/texts/passwords";
import { passwordFormErrors, passwordFormResolver } from "./password-form-check";

const filled = {
  currentPassword: "Old1pass",
  newPassword: "Harbour7",
  confirmPassword: "Harbour7",
};

// docs/rules.md#passwords, on the account page.
describe("the account page's password check", () => {
  it("passes a current password and a new one that keeps the rules, confirmed", () => {
    expect(passwordFormErrors(filled)).toEqual({});
    expect(
      passwordFormErrors({ ...filled, newPassword: "Žabica9", confirmPassword: "Žabica9" }),
    ).toEqual({});
  });

  it("asks for the current password", () => {
    expect(passwordFormErrors({ ...filled, currentPassword: "" })).toEqual({
      currentPassword: accountTexts.password.currentRequired,
    });
  });

  it("joins every broken rule of the new password with '. '", () => {
    expect(passwordFormErrors({ ...filled, newPassword: "!!", confirmPassword: "!!" })).toEqual({
      newPassword: [
        passwordMessages.tooShort,
        passwordMessages.noLetter,
        passwordMessages.noNumber,
      ].join(". "),
    });
    expect(passwordFormErrors({ ...filled, newPassword: "", confirmPassword: "" })).toEqual({
      newPassword: [
        passwordMessages.tooShort,
        passwordMessages.noLetter,
        passwordMessages.noNumber,
      ].join(". "),
    });
  });

  it("refuses the current password as the new one, and a confirmation that differs", () => {
    expect(
      passwordFormErrors({ ...filled, newPassword: "Old1pass", confirmPassword: "Old1pass" }),
    ).toEqual({ newPassword: accountTexts.password.sameAsCurrent });
    expect(passwordFormErrors({ ...filled, confirmPassword: "Harbour8" })).toEqual({
      confirmPassword: accountTexts.password.mismatch,
    });
  });

  it("gives react-hook-form the values, or every error and no values", async () => {
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await passwordFormResolver(filled, undefined, options)).toEqual({
      values: filled,
      errors: {},
    });
    const refused = await passwordFormResolver(
      { ...filled, currentPassword: "", confirmPassword: "x" },
      undefined,
      options,
    );
    expect(refused.values).toEqual({});
    expect(Object.keys(refused.errors)).toEqual(["currentPassword", "confirmPassword"]);
  });
});
