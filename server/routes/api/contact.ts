import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { contactRateLimit } from "../../../core/limits";
import { contactMessages } from "../../../core/texts/forms";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { contactMessageSchema } from "../../../core/schemas/contact";
import type { Clock } from "../../clock";
import { contactMail } from "../../mail/contact-mail";
import { saveContactMessage } from "../../repositories/contact-messages";
import { apiError } from "../../plugins/errors";

export interface ContactRouteOptions {
  db: Database;
  clock: Clock;
  contactTo: string;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (app, options) => {
  const { db, clock, contactTo } = options;
  app.post(
    "/api/contact",
    {
      schema: {
        summary: "Send a message to the firm",
        description: `Stored first, then e-mailed through the outbox. Sent with a live session, the message is linked to that account (see GET /api/portal/requests). At most ${contactRateLimit.max} messages per client address in ${contactRateLimit.windowMs / 60_000} minutes.`,
        body: contactMessageSchema,
        response: {
          201: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: contactRateLimit.max,
          timeWindow: contactRateLimit.windowMs,
          // Counted after validation: only well-formed messages use up the allowance.
          hook: "preHandler",
          errorResponseBuilder: () => apiError(429, contactMessages.tooMany),
        },
      },
    },
    async (request, reply) => {
      const message = request.body;
      if (message.website) {
        // A bot filled in the hidden field: answer as if accepted, keep nothing.
        request.log.info({ ip: request.ip }, "contact message dropped by the honeypot");
        return reply.code(201).send({ ok: true as const });
      }
      const now = clock.now();
      const mail = contactMail(message, contactTo, now);
      // Whose message it is comes from the session cookie alone. No session, or one that is
      // expired, revoked or forged, leaves the message unlinked: it is accepted all the same.
      const session = await app.currentSession(request);
      const saved = await saveContactMessage(
        db,
        message,
        {
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"],
          userId: session?.userId ?? null,
        },
        mail,
        now,
      );
      if (app.mailOutbox.delivering) {
        app.mailOutbox.wake();
      } else {
        // Ids only: the subject is the sender's own words.
        request.log.info(
          { messageId: saved.id, mailId: saved.mailId },
          "contact message stored; e-mail kept in the outbox",
        );
      }
      return reply.code(201).send({ ok: true as const });
    },
  );
};
