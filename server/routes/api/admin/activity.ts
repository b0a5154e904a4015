import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../../../db/client";
import { apiErrorSchema } from "../../../../core/schemas/api-error";
import {
  auditListSchema,
  auditQuerySchema,
  auditQuerySchemaWith,
  signInListSchema,
  signInQuerySchema,
  signInQuerySchemaWith,
} from "../../../../core/schemas/admin-activity";
import { listQueryMessages as listQueryMessagesSl } from "../../../../core/texts/admin-validation.sl";
import { listAuditEntries, listSignIns } from "../../../activity/activity-log";

export interface AdminActivityRouteOptions {
  db: Database;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The filters' rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const signInQuerySchemaSl = signInQuerySchemaWith(listQueryMessagesSl);
const auditQuerySchemaSl = auditQuerySchemaWith(listQueryMessagesSl);

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
      config: { schemaInSlovenian: { querystring: signInQuerySchemaSl } },
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
      config: { schemaInSlovenian: { querystring: auditQuerySchemaSl } },
    },
    async (request) => listAuditEntries(db, request.query),
  );
};
