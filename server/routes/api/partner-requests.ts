import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../db/client";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  partnerRequestListLimit,
  partnerRequestListSchema,
} from "../../../core/schemas/partner-requests";
import { listOwnRequests } from "../../portal/own-requests";

export interface PartnerRequestRouteOptions {
  db: Database;
}

/** The signed-in partner's own requests: the contact messages sent with their session. */
export const partnerRequestRoutes: FastifyPluginAsyncZod<PartnerRequestRouteOptions> = async (
  app,
  options,
) => {
  const { db } = options;

  app.get(
    "/api/portal/requests",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The caller's own requests with their state (received or handled)",
        description: `Requires a session. Only the messages sent with the caller's own session, newest first, at most ${partnerRequestListLimit}.`,
        response: { 200: partnerRequestListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listOwnRequests(db, request.session!.userId);
    },
  );
};
