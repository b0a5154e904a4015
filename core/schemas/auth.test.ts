import { describe, expect, it } from "vitest";
import { brokenPasswordRules, newPasswordField, passwordProblems } from "./auth";
import { passwordMessages as slovenian } from "../texts/passwords.sl";

// docs/rules.md#passwords: at least 6 characters, at least one letter and at least one number;
// every failure is reported, joined with ". ". The texts are the rules' own words.
const tooShort = "Password must be at least 6 characters long";
const noLetter = "Password must contain at least one letter";
const noNumber = "Password must contain at least one number";

describe("the shared password rules", () => {
  it("refuses 5 characters and accepts 6", () => {
    expect(passwordProblems("Kx7mQ")).toEqual([tooShort]);
    expect(passwordProblems("Kx7mQz")).toEqual([]);
    expect(newPasswordField.safeParse("Kx7mQz").success).toBe(true);
    expect(newPasswordField.safeParse("Kx7mQ").success).toBe(false);
  });

  it("counts characters, not bytes: 6 letters and digits of any script pass", () => {
    expect(passwordProblems("Ünï9çé")).toEqual([]);
    expect(passwordProblems("Ünï9ç")).toEqual([tooShort]);
  });

  it("needs a letter on its own: digits only are refused with the letter rule's message", () => {
    expect(passwordProblems("90817263544")).toEqual([noLetter]);
    expect(passwordProblems("908172")).toEqual([noLetter]);
  });

  it("needs a number on its own: letters only are refused with the number rule's message", () => {
    expect(passwordProblems("Harbourlights")).toEqual([noNumber]);
    expect(passwordProblems("abcdef")).toEqual([noNumber]);
  });

  it("reports every failure, in order, for the page to join with '. '", () => {
    expect(passwordProblems("ab")).toEqual([tooShort, noNumber]);
    expect(passwordProblems("12")).toEqual([tooShort, noLetter]);
    expect(passwordProblems("!!!")).toEqual([tooShort, noLetter, noNumber]);
    expect(passwordProblems("!!!").join(". ")).toBe(
      "Password must be at least 6 characters long. Password must contain at least one letter. Password must contain at least one number",
    );
  });

  it("names the broken rules for the server, which words them in the request's language", () => {
    expect(brokenPasswordRules("!!!")).toEqual(["tooShort", "noLetter", "noNumber"]);
    expect(brokenPasswordRules(`Kx7${"m".repeat(254)}`)).toEqual(["tooLong"]);
    expect(brokenPasswordRules("Kx7mQz\u0007")).toEqual(["badCharacters"]);
    expect(brokenPasswordRules("Kx7mQz")).toEqual([]);
    expect(passwordProblems("ab", slovenian)).toEqual([slovenian.tooShort, slovenian.noNumber]);
    expect(slovenian.tooShort).toBe("Geslo mora imeti najmanj 6 znakov");
  });
});
