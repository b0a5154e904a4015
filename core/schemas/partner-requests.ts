import { z } from "zod/mini";

/** How many of a partner's requests the portal lists: the newest ones. */
export const partnerRequestListLimit = 100;

export const requestStates = ["received", "handled"] as const;
export type RequestState = (typeof requestStates)[number];

/** A message the partner sent while signed in, as the partner sees it. */
export const partnerRequestSchema = z.object({
  id: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  state: z.enum(requestStates),
  /** When the firm marked it handled; null while it is only received. */
  handledAt: z.nullable(z.string()),
});
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

export const partnerRequestListSchema = z.object({
  /** Newest first, at most `partnerRequestListLimit`. */
  requests: z.array(partnerRequestSchema),
  /** True when the partner has older requests than those listed. */
  olderNotShown: z.boolean(),
});
export type PartnerRequestList = z.infer<typeof partnerRequestListSchema>;
