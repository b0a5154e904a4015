import { z } from "zod/mini";

/** Every error the API answers with: a message a person can read, and per-field messages. */
export const apiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
