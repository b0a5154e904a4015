import { describe, expect, it } from "vitest";
import { passwordMessages } from "../../../../core/texts/passwords";
import { adminPasswordProblem } from "./password-check";

// docs/rules.md#passwords
describe("the admin panel's password check", () => {
  it("allows an empty password: generated on create, kept on update", () => {
    expect(adminPasswordProblem("")).toBeNull();
    expect(adminPasswordProblem(undefined)).toBeNull();
  });

  it("passes six characters with a letter and a number", () => {
    expect(adminPasswordProblem("abc123")).toBeNull();
    expect(adminPasswordProblem("Ünïcode9")).toBeNull();
  });

  it("joins every failure with '. ' in the required words", () => {
    expect(adminPasswordProblem("ab")).toBe(
      [passwordMessages.tooShort, passwordMessages.noNumber].join(". "),
    );
    expect(adminPasswordProblem("!!")).toBe(
      [passwordMessages.tooShort, passwordMessages.noLetter, passwordMessages.noNumber].join(". "),
    );
    expect(adminPasswordProblem("abcdefgh")).toBe(passwordMessages.noNumber);
    expect(adminPasswordProblem("12345678")).toBe(passwordMessages.noLetter);
  });
});
