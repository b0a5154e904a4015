import { z } from "zod/mini";
import { loginSources, signInMethods } from "./auth";
import { listQueryMessages } from "../texts/admin-validation";
import {
  filterTextWith,
  pageLinksShape,
  pageQueryShape,
  timeRangeShape,
  type ListQueryTexts,
} from "./admin-paging";

export const loginSourceSchema = z.enum(loginSources);
/** What the audit log records: what admins did to accounts, and owners to their own security. */
export const auditActions = [
  "create-user",
  "update-user",
  "reset-password",
  "delete-user",
  "retry-mail",
  "mark-handled",
  "remove-two-factor",
  // The account's owner, on their account page or at sign-in.
  "change-own-password",
  "turn-on-two-factor",
  "turn-off-two-factor",
  "use-recovery-code",
  "add-passkey",
  "remove-passkey",
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const signInEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  source: loginSourceSchema,
  method: z.enum(signInMethods),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  at: z.string(),
});
export type SignInEntry = z.infer<typeof signInEntrySchema>;

/** `user`: part of the e-mail address. */
export function signInQuerySchemaWith(texts: ListQueryTexts) {
  return z.object({
    user: filterTextWith(texts),
    source: z.optional(loginSourceSchema),
    ...timeRangeShape,
    ...pageQueryShape("serial", texts),
  });
}
export const signInQuerySchema = signInQuerySchemaWith(listQueryMessages);
export type SignInQuery = z.output<typeof signInQuerySchema>;

export const signInListSchema = z.object({
  signIns: z.array(signInEntrySchema),
  ...pageLinksShape,
});
export type SignInList = z.infer<typeof signInListSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: auditActionSchema,
  targetId: z.nullable(z.string()),
  targetEmail: z.nullable(z.string()),
  changedFields: z.array(z.string()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `user`: part of the e-mail address of the admin who acted or of the account acted on. */
export function auditQuerySchemaWith(texts: ListQueryTexts) {
  return z.object({
    user: filterTextWith(texts),
    action: z.optional(auditActionSchema),
    ...timeRangeShape,
    ...pageQueryShape("serial", texts),
  });
}
export const auditQuerySchema = auditQuerySchemaWith(listQueryMessages);
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema), ...pageLinksShape });
export type AuditList = z.infer<typeof auditListSchema>;
