import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import type { BuildVersion } from "../../operations/version";

const buildFields = {
  version: z.string().describe("package.json's version"),
  build: z.string().nullable().describe("BUILD_ID when the deployment sets one"),
};

const mailState = z.object({
  delivering: z.boolean().describe("false: no SMTP_URL, mail is held in the outbox"),
  failing: z.boolean().describe("this instance's latest delivery attempt failed"),
});

export interface HealthRouteOptions {
  db: Database;
  version: BuildVersion;
  /** The mail worker's state: whether it delivers at all, and whether delivery is failing. */
  mail: () => z.infer<typeof mailState>;
}

/**
 * Load balancers and uptime checks: 200 while the database answers, 503 otherwise. The 200
 * answer also names the build and tells whether mail delivery is failing, which alone does
 * not make the server unhealthy: contact messages are kept and sent once mail works again.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthRouteOptions> = async (
  app,
  { db, version, mail },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        summary: "Liveness and database check, the build's version, mail delivery",
        response: {
          200: z.object({ status: z.literal("ok"), ...buildFields, mail: mailState }),
          503: z.object({ status: z.literal("unavailable") }),
        },
      },
    },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return {
          status: "ok" as const,
          version: version.version,
          build: version.build,
          mail: mail(),
        };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unavailable");
        return reply.code(503).send({ status: "unavailable" as const });
      }
    },
  );
};
