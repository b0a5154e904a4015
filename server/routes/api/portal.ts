import type { preHandlerAsyncHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Database } from "../../../db/client";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  portalOverviewSchema,
  portalPageSchema,
  portalSearchAnswerSchema,
  portalSearchQuerySchema,
  portalWelcomeSchema,
} from "../../../core/schemas/portal";
import { portalOverview } from "../../content/portal/overview";
import { portalOverview as portalOverviewSl } from "../../content/portal/overview.sl";
import { portalPage } from "../../content/portal/pages";
import { searchPortal } from "../../content/portal/search";
import { requestLocale, textsFor } from "../../http/request-locale";
import { apiError, apiErrorTextsFor } from "../../plugins/errors";
import { welcomeFor } from "../../portal/welcome";

export interface PortalRouteOptions {
  /** Answers 401 unless the request carries a valid session; runs before every portal route. */
  requireSession: preHandlerAsyncHookHandler;
}

/**
 * The partner portal's content. It is served only here, to signed-in partners, and never
 * shipped in the web app's JavaScript; in the language the request's `Accept-Language` asks
 * for (the web app sends its page's), English unless it asks for Slovenian.
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
        description:
          "Requires a session. In the language `Accept-Language` prefers (English or Slovenian; English otherwise).",
        response: { 200: portalOverviewSchema, 401: apiErrorSchema },
      },
    },
    async (request) => textsFor(request, { en: portalOverview, sl: portalOverviewSl }),
  );

  app.get(
    "/api/portal/pages/:slug",
    {
      preHandler: requireSession,
      schema: {
        summary: "One of the partner portal's sub-pages",
        description:
          "Requires a session. In the language `Accept-Language` prefers (English or Slovenian; English otherwise). The slugs are the same in both.",
        params: z.object({ slug: z.string().check(z.maxLength(100)) }),
        response: { 200: portalPageSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = portalPage(request.params.slug, requestLocale(request));
      if (!page)
        return reply.code(404).send(apiError(404, apiErrorTextsFor(request).noSuchPortalPage));
      return page;
    },
  );

  app.get(
    "/api/portal/search",
    {
      preHandler: requireSession,
      schema: {
        summary: "Search the partner portal's content",
        description:
          "Requires a session. Matches every word of `q` (1 to 100 characters, case and accents ignored) within one field of a card: titles, descriptions, features, specifications, countries and the case studies. Titles first; at most 20 results, with the total. Searches the content in the language `Accept-Language` prefers (English or Slovenian); `field` names the field in English in both.",
        querystring: portalSearchQuerySchema,
        response: { 200: portalSearchAnswerSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => searchPortal(request.query.q, requestLocale(request)),
  );
};

export interface PortalWelcomeRouteOptions extends PortalRouteOptions {
  db: Database;
}

/**
 * The portal's welcome for the signed-in user: their name and company and their sign-in
 * before the current one, read from the sign-in records. Only ever the caller's own.
 */
export const portalWelcomeRoutes: FastifyPluginAsyncZod<PortalWelcomeRouteOptions> = async (
  app,
  options,
) => {
  const { db, requireSession } = options;

  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/portal/welcome",
    {
      preHandler: requireSession,
      schema: {
        summary: "Who is signed in, and where and when they signed in before",
        description:
          "Requires a session. The caller's name, company and e-mail, and their sign-in before the one that started this session (time, client address, browser), or null on a first sign-in.",
        response: { 200: portalWelcomeSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const session = request.session;
      // requireSession has set it; a route registered without the guard answers nothing.
      if (!session) throw new Error("portal welcome without a session");
      return welcomeFor(db, session, requestLocale(request));
    },
  );
};
