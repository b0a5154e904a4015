import fastifyCookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import type { Clock } from "../clock";
import { SessionCookies } from "../auth/cookies";
import { findSession, type SessionUser, type TouchRule } from "../accounts/sessions";
import { apiError } from "./errors";
import { apiErrorTexts } from "../../core/texts/api-errors";

declare module "fastify" {
  interface FastifyInstance {
    sessionCookies: SessionCookies;
    /** preHandler: a live session, or 401. The person's request counts as activity. */
    requireSession: preHandlerAsyncHookHandler;
    /**
     * A live session whose user has the admin role now, or 401/403. Used as an onRequest hook,
     * so an anonymous caller is refused before its request body is even read.
     */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
    /** The caller's live session without counting the request as activity, or null. */
    currentSession(
      request: FastifyRequest,
      options?: { touch: TouchRule },
    ): Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** Set by `requireSession`. */
    session: SessionUser | null;
  }
}

export const notSignedIn = apiErrorTexts.notSignedIn;

/**
 * The one place that answers "who is calling": reads the access token cookie and the session
 * and user behind it from the database at that request, so a revoked session, a deleted user
 * or a changed role takes effect on the very next request.
 */
export const authPlugin = fp(
  async (app, options: { db: Database; clock: Clock; https: boolean }) => {
    const { db, clock } = options;
    await app.register(fastifyCookie);
    const cookies = new SessionCookies(options.https);
    app.decorate("sessionCookies", cookies);
    app.decorateRequest("session", null);

    async function currentSession(
      request: FastifyRequest,
      opts: { touch: TouchRule } = { touch: false },
    ) {
      const token = request.cookies[cookies.names.access];
      if (!token) return null;
      return findSession(db, token, clock.now(), opts);
    }
    app.decorate("currentSession", currentSession);

    app.decorate("requireSession", async function (request: FastifyRequest, reply: FastifyReply) {
      const session = await currentSession(request, { touch: true });
      if (!session) {
        reply.header("cache-control", "no-store");
        return reply.code(401).send(apiError(401, notSignedIn));
      }
      request.session = session;
    });

    app.decorate("requireAdmin", async function (request: FastifyRequest, reply: FastifyReply) {
      // Only an admitted request counts as activity: a refused one changes nothing.
      const session = await currentSession(request, { touch: (user) => user.role === "admin" });
      reply.header("cache-control", "no-store");
      if (!session) return reply.code(401).send(apiError(401, notSignedIn));
      // The role is read from the database at this request: a demoted admin loses access now.
      if (session.role !== "admin")
        return reply.code(403).send(apiError(403, apiErrorTexts.adminOnly));
      request.session = session;
    });
  },
  { name: "auth", dependencies: ["errors"] },
);
