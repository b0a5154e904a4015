import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";

/** Load balancers and uptime checks: 200 while the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database check",
        response: {
          200: z.object({ status: z.literal("ok") }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unavailable");
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );
};
