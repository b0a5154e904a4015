import { passwordProblems } from "../../../../core/schemas/auth";

/**
 * The password rules in the page (docs/rules.md#passwords): an empty password is allowed
 * (generated on create, kept on update); otherwise every failure of the rules, joined with '. ',
 * or null when it passes. The server judges again and also refuses commonly used passwords.
 */
export function adminPasswordProblem(password: string | undefined): string | null {
  if (!password) return null;
  const problems = passwordProblems(password);
  return problems.length ? problems.join(". ") : null;
}
