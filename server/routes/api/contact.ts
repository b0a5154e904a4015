import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { contactMessages } from "../../../core/texts/contact-toasts";
import { contactMessages as contactMessagesSl } from "../../../core/texts/contact-toasts.sl";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { contactMessageSchema, contactMessageSchemaWith } from "../../../core/schemas/contact";
import { contactFieldMessages as contactFieldMessagesSl } from "../../../core/texts/contact-validation.sl";
import type { Clock } from "../../clock";
import { acceptContactMessage, contactAllowance } from "../../contact/accept-message";
import { requestLocale, textsFor } from "../../http/request-locale";
import { apiError } from "../../plugins/errors";

export interface ContactRouteOptions {
  db: Database;
  clock: Clock;
  contactTo: string;
}

/** The form's rules in Slovenian words: a Slovenian page's refused message is answered in them. */
const contactMessageSchemaSl = contactMessageSchemaWith(contactFieldMessagesSl);

export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  const { db, clock, contactTo } = options;
  app.post(
    "/api/contact",
    {
      schema: {
        summary: "Send a message to the firm",
        description: `Stored first, then e-mailed through the outbox. Sent with a live session, the message is linked to that account (see GET /api/portal/requests) and the answer names its id, so the sender's page can point to it. At most ${contactAllowance.max} messages per client address in ${contactAllowance.timeWindow / 60_000} minutes.`,
        body: contactMessageSchema,
        response: {
          201: z.object({
            ok: z.literal(true),
            /** The stored message's id, only for a message linked to the caller's account. */
            id: z.optional(z.string()),
          }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        schemaInSlovenian: { body: contactMessageSchemaSl },
        rateLimit: {
          ...contactAllowance,
          errorResponseBuilder: (request) =>
            apiError(
              429,
              textsFor(request, { en: contactMessages, sl: contactMessagesSl }).tooMany,
            ),
        },
      },
    },
    async (request, reply) => {
      const outcome = await acceptContactMessage(
        db,
        {
          message: request.body,
          // The firm's e-mail names the language the visitor wrote in, to answer in it.
          locale: requestLocale(request),
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"],
          // An expired, revoked or forged session leaves the message unlinked, still accepted.
          sender: async () => (await app.currentSession(request))?.userId ?? null,
        },
        contactTo,
        clock.now(),
      );
      if (!outcome.kept) {
        request.log.info({ ip: request.ip }, "contact message dropped by the honeypot");
      } else if (app.mailOutbox.delivering) {
        app.mailOutbox.wake();
      } else {
        // Ids only: the subject is the sender's own words.
        request.log.info(
          { messageId: outcome.messageId, mailId: outcome.mailId },
          "contact message stored; e-mail kept in the outbox",
        );
      }
      // Anonymous senders and the honeypot get the same answer: a bot learns nothing from it.
      return reply
        .code(201)
        .send(
          outcome.kept && outcome.linked
            ? { ok: true as const, id: outcome.messageId }
            : { ok: true as const },
        );
    },
  );
};
