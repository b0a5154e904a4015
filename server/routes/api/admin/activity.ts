import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../../db/client";
import { apiErrorSchema } from "../../../../core/schemas/api-error";
import {
  auditListSchema,
  auditQuerySchema,
  signInListSchema,
  signInQuerySchema,
} from "../../../../core/schemas/admin-activity";
import { listAuditEntries, listSignIns } from "../../../activity/activity-log";

export interface AdminActivityRouteOptions {
  db: Database;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Sign-ins and the admin audit log, newest first. Every route needs an admin. */
export const adminActivityRoutes: FastifyPluginAsyncZod<AdminActivityRouteOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/api/admin/activity/sign-ins",
    {
      schema: {
        summary: "A page of sign-ins, filtered by e-mail, source and time",
        querystring: signInQuerySchema,
        response: { 200: signInListSchema, ...errors },
      },
    },
    async (request) => listSignIns(db, request.query),
  );

  app.get(
    "/api/admin/activity/audit",
    {
      schema: {
        summary: "A page of the admin audit log, filtered by e-mail, action and time",
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => listAuditEntries(db, request.query),
  );
};
