import { formMessages } from "./forms";
import { passwordMessages } from "./passwords";

// The admin panel's refusals of what is typed into it: the user forms' fields and the lists'
// searches and page links. The panel shows them and the API answers with the same words
// (core/schemas/admin-users.ts and admin-paging.ts hold the rules they go with).

/** An optional field's refusals, naming it as the sentences do ("the full name"). */
const optionalField = (label: string) => ({
  tooLong: (max: number) => `Please keep the ${label} under ${max} characters.`,
  badCharacters: `The ${label} contains characters that are not allowed.`,
});

/** The new-user and edit-user forms. */
export const userFieldMessages = {
  email: { missing: "Please enter an email address.", invalid: formMessages.invalidEmail },
  password: { tooLong: passwordMessages.tooLong },
  fullName: optionalField("full name"),
  company: optionalField("company"),
} as const;

/** The lists of Users, Messages and Activity: a search or a page link they cannot use. */
export const listQueryMessages = {
  searchBadCharacters: "The search contains characters that are not allowed.",
  unknownPage: "Unknown page.",
} as const;
