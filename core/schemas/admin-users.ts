import { z } from "zod/mini";
import { defaultRole } from "../limits";
import { listQueryMessages, userFieldMessages } from "../texts/admin-validation";
import { site } from "../site";
import { filterTextWith, type ListQueryTexts } from "./admin-paging";
import { MAX_PASSWORD, simpleEmailPattern } from "./auth";
import { withoutControlCharacters } from "./text";

/** The words the user forms are refused with (core/texts/admin-validation.ts, or its twin). */
export type UserFieldTexts = typeof userFieldMessages;

export const roleSchema = z.enum(["partner", "admin"]);

/** A managed user record, as the admin panel lists it (docs/rules.md#admin-panel). */
export const managedUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  company: z.nullable(z.string()),
  role: roleSchema,
  loginCount: z.number(),
  lastLogin: z.nullable(z.string()),
  /** Whether the account's two-factor sign-in is on: an admin may remove it for its owner. */
  twoFactor: z.boolean(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const userSortFields = [
  "email",
  "fullName",
  "company",
  "role",
  "loginCount",
  "lastLogin",
  "createdAt",
] as const;

/** A page of the user table; 100 a page by default, so a small firm sees everyone at once. */
export function userListQuerySchemaWith(texts: ListQueryTexts) {
  return z.object({
    page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100),
    search: filterTextWith(texts),
    sort: z._default(z.enum(userSortFields), "createdAt"),
    order: z._default(z.enum(["asc", "desc"]), "asc"),
  });
}
export const userListQuerySchema = userListQuerySchemaWith(listQueryMessages);
export type UserListQuery = z.input<typeof userListQuerySchema>;

export const userListSchema = z.object({
  users: z.array(managedUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The three summary cards, counted by the database over every user. */
export const userSummarySchema = z.object({
  totalUsers: z.number(),
  adminUsers: z.number(),
  totalLogins: z.number(),
});

/** The longest full name and company name a user record holds. */
const USER_TEXT_MAX = 200;

/** An optional name field of the user forms, trimmed. */
const optionalText = (texts: UserFieldTexts["fullName" | "company"]) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(USER_TEXT_MAX, texts.tooLong(USER_TEXT_MAX)),
        withoutControlCharacters(texts.badCharacters),
      ),
  );

/** An optional password: empty means generate one (create) or keep the current one (update). */
const optionalPassword = (texts: UserFieldTexts) =>
  z.optional(z.string().check(z.maxLength(MAX_PASSWORD, texts.password.tooLong)));

/** The new-user form. The password rules are judged by the handler, all failures at once. */
export function createUserSchemaWith(texts: UserFieldTexts) {
  return z.object({
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, texts.email.missing),
        z.maxLength(254, texts.email.invalid),
        z.regex(simpleEmailPattern, texts.email.invalid),
        withoutControlCharacters(texts.email.invalid),
      ),
    password: optionalPassword(texts),
    fullName: optionalText(texts.fullName),
    company: optionalText(texts.company),
    role: z._default(roleSchema, defaultRole),
  });
}
export const createUserSchema = createUserSchemaWith(userFieldMessages);
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The update payload: the password only if typed (docs/rules.md#passwords). */
export function updateUserSchemaWith(texts: UserFieldTexts) {
  return z.object({
    fullName: optionalText(texts.fullName),
    company: optionalText(texts.company),
    role: z.optional(roleSchema),
    password: optionalPassword(texts),
  });
}
export const updateUserSchema = updateUserSchemaWith(userFieldMessages);
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/**
 * The new-user form's defaults: the firm's name as Company, partner as Role
 * (docs/rules.md#admin-panel).
 */
export const newUserDefaults = {
  email: "",
  password: "",
  fullName: "",
  company: site.name,
  role: defaultRole,
} as const;
