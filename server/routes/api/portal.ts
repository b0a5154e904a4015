import type { preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { portalOverviewSchema, portalPageSchema } from "../../../core/schemas/portal";
import { portalOverview } from "../../content/portal/overview";
import { portalPage } from "../../content/portal/pages";
import { apiError } from "../../plugins/errors";

export interface PortalRouteOptions {
  /** Answers 401 unless the request carries a valid session; runs before every portal route. */
  requireSession: preHandlerAsyncHookHandler;
}

/**
 * The partner portal's content. It is served only here, to signed-in partners, and never
 * shipped in the web app's JavaScript.
 */
export const portalRoutes: FastifyPluginAsyncZod<PortalRouteOptions> = async (app, options) => {
  const { requireSession } = options;

  // Partner content must not linger in shared or browser caches, whatever the answer.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/portal",
    {
      preHandler: requireSession,
      schema: {
        summary: "The partner portal's welcome page",
        description: "Requires a session.",
        response: { 200: portalOverviewSchema, 401: apiErrorSchema },
      },
    },
    async () => portalOverview,
  );

  app.get(
    "/api/portal/pages/:slug",
    {
      preHandler: requireSession,
      schema: {
        summary: "One of the partner portal's sub-pages",
        description: "Requires a session.",
        params: z.object({ slug: z.string().check(z.maxLength(100)) }),
        response: { 200: portalPageSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = portalPage(request.params.slug);
      if (!page) return reply.code(404).send(apiError(404, "There is no such portal page."));
      return page;
    },
  );
};
