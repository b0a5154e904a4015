import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../../db/client";
import { inboxTexts } from "../../../../core/texts/admin-inbox-and-activity";
import { inboxTexts as inboxTextsSl } from "../../../../core/texts/admin-inbox-and-activity.sl";
import { apiErrorSchema } from "../../../../core/schemas/api-error";
import {
  markHandledSchema,
  messageListQuerySchema,
  messageListQuerySchemaWith,
  messageListSchema,
  retryDeliverySchema,
} from "../../../../core/schemas/admin-messages";
import { listQueryMessages as listQueryMessagesSl } from "../../../../core/texts/admin-validation.sl";
import type { Clock } from "../../../clock";
import { apiError } from "../../../plugins/errors";
import { textsFor } from "../../../http/request-locale";
import {
  listInboxMessages,
  markMessageHandled,
  retryMessageDelivery,
} from "../../../inbox/messages";

export interface AdminMessageRouteOptions {
  db: Database;
  clock: Clock;
  /** Whether the outbox has a mail server to deliver to. */
  mailDelivery: boolean;
}

/** The refusals' words in each language; a request gets its own (server/http/request-locale.ts). */
const refusalTexts = { en: inboxTexts, sl: inboxTextsSl } as const;

const messageIdParamsWith = (texts: typeof inboxTexts) =>
  z.object({ messageId: z.uuid({ error: texts.notFound }) });
const messageIdParams = messageIdParamsWith(inboxTexts);

/** The requests' rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const inSlovenian = {
  messageListQuery: messageListQuerySchemaWith(listQueryMessagesSl),
  messageIdParams: messageIdParamsWith(inboxTextsSl),
};

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/** The firm's contact messages with their e-mail's delivery. Every route needs an admin. */
export const adminMessageRoutes: FastifyPluginAsyncZod<AdminMessageRouteOptions> = async (
  app,
  options,
) => {
  const { db, clock, mailDelivery } = options;
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/api/admin/messages",
    {
      schema: {
        summary:
          "A page of contact messages with their delivery, newest first, searchable, open or handled",
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, ...errors },
      },
      config: { schemaInSlovenian: { querystring: inSlovenian.messageListQuery } },
    },
    async (request) => ({ ...(await listInboxMessages(db, request.query)), mailDelivery }),
  );

  app.post(
    "/api/admin/messages/:messageId/retry",
    {
      schema: {
        summary: "Queue a failed delivery again, due now",
        params: messageIdParams,
        response: { 200: retryDeliverySchema, ...errors },
      },
      config: { schemaInSlovenian: { params: inSlovenian.messageIdParams } },
    },
    async (request, reply) => {
      const session = request.session!;
      const result = await retryMessageDelivery(
        db,
        { userId: session.userId, email: session.email },
        request.params.messageId,
        clock.now(),
      );
      if (!result.ok) {
        const texts = textsFor(request, refusalTexts);
        const [status, message] =
          result.reason === "not-failed"
            ? ([409, texts.notFailed[result.status]] as const)
            : result.reason === "no-mail"
              ? ([409, texts.noMail] as const)
              : ([404, texts.notFound] as const);
        return reply.code(status).send(apiError(status, message));
      }
      app.mailOutbox.wake();
      return { message: result.message };
    },
  );

  app.post(
    "/api/admin/messages/:messageId/handled",
    {
      schema: {
        summary: "Mark a message handled (once; marking it again changes nothing)",
        description:
          "The first marking records the admin and the time, and is written to the admin audit log.",
        params: messageIdParams,
        response: { 200: markHandledSchema, ...errors },
      },
      config: { schemaInSlovenian: { params: inSlovenian.messageIdParams } },
    },
    async (request, reply) => {
      const session = request.session!;
      const result = await markMessageHandled(
        db,
        { userId: session.userId, email: session.email },
        request.params.messageId,
        clock.now(),
      );
      if (!result.ok) {
        const texts = textsFor(request, refusalTexts);
        return reply.code(404).send(apiError(404, texts.notFound));
      }
      return { message: result.message };
    },
  );
};
