import { z } from "zod/mini";

/** Every error the API answers with: a message a person can read, and per-field messages. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  /** What a page must do about it, where a message is not enough (`secondFactorDueCode`). */
  code: z.optional(z.string()),
});

/** The 401 of a session whose password was right and whose second factor is still due. */
export const secondFactorDueCode = "second-factor-due";

export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * The 403 of the admin API for an admin without two-factor sign-in, outside demo mode: the page
 * takes them to set it up.
 */
export const secondFactorSetupDueCode = "second-factor-setup-due";
