import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { demoHelperLimit } from "../../../core/limits";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import type { Clock } from "../../clock";
import { resetDemoPasswords, type DemoAccounts } from "../../accounts/demo-accounts";
import { apiError, apiErrorTextsFor } from "../../plugins/errors";

export interface DemoRouteOptions {
  db: Database;
  clock: Clock;
  accounts: DemoAccounts;
}

/** Registered in demo mode only: without it the route does not exist (404). */
export const demoRoutes: FastifyPluginAsyncZod<DemoRouteOptions> = async (app, options) => {
  const { db, clock, accounts } = options;
  app.post(
    "/api/demo/test-user-passwords",
    {
      schema: {
        summary: "Demo mode: make the demo accounts' passwords match the sample credentials",
        response: {
          200: z.object({ ok: z.literal(true) }),
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: demoHelperLimit.max,
          timeWindow: demoHelperLimit.windowMs,
          // Counted when the handler is about to hash: a refused request changes nothing.
          hook: "preHandler",
          errorResponseBuilder: (request) =>
            apiError(429, apiErrorTextsFor(request).tooManyRequests),
        },
      },
    },
    async (_request, reply) => {
      await resetDemoPasswords(db, accounts, clock.now());
      return reply
        .code(200)
        .header("cache-control", "no-store")
        .send({ ok: true as const });
    },
  );
};
