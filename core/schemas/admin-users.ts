import { z } from "zod/mini";
import { defaultRole } from "../limits";
import { formMessages } from "../texts/forms";
import { site } from "../site";
import { MAX_PASSWORD, simpleEmailPattern } from "./auth";
import { filterText, withoutControlCharacters } from "./text";

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
export const userListQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 100),
  search: filterText,
  sort: z._default(z.enum(userSortFields), "createdAt"),
  order: z._default(z.enum(["asc", "desc"]), "asc"),
});
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

const optionalText = (label: string, max: number) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, `Please keep the ${label} under ${max} characters.`),
        withoutControlCharacters(`The ${label} contains characters that are not allowed.`),
      ),
  );

/** An optional password: empty means generate one (create) or keep the current one (update). */
const optionalPassword = z.optional(
  z.string().check(z.maxLength(MAX_PASSWORD, "Password must be at most 256 characters long")),
);

/** The new-user form. The password rules are judged by the handler, all failures at once. */
export const createUserSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "Please enter an email address."),
      z.maxLength(254, formMessages.invalidEmail),
      z.regex(simpleEmailPattern, formMessages.invalidEmail),
      withoutControlCharacters(formMessages.invalidEmail),
    ),
  password: optionalPassword,
  fullName: optionalText("full name", 200),
  company: optionalText("company", 200),
  role: z._default(roleSchema, defaultRole),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** The update payload: the password only if typed (docs/rules.md#passwords). */
export const updateUserSchema = z.object({
  fullName: optionalText("full name", 200),
  company: optionalText("company", 200),
  role: z.optional(roleSchema),
  password: optionalPassword,
});
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
