import fastifyCookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import type { Clock } from "../clock";
import { SessionCookies } from "../auth/cookies";
import { findSession, type SessionUser, type TouchRule } from "../accounts/sessions";
import { apiError, apiErrorTextsFor } from "./errors";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { twoFactorTexts } from "../../core/texts/two-factor";
import { twoFactorTexts as twoFactorTextsSl } from "../../core/texts/two-factor.sl";
import { textsFor } from "../http/request-locale";
import { secondFactorDueCode, secondFactorSetupDueCode } from "../../core/schemas/api-error";
import { hasTwoFactor } from "../repositories/two-factor";

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
    /**
     * The caller's live session without counting the request as activity, or null; a sign-in
     * whose second factor is due only with `secondFactorDue: "include"`.
     */
    currentSession(
      request: FastifyRequest,
      options?: { touch?: TouchRule; secondFactorDue?: "include" },
    ): Promise<SessionUser | null>;
  }
  interface FastifyRequest {
    /** Set by `requireSession`. */
    session: SessionUser | null;
  }
}

/** The 401's words in English; `refusal` and `apiErrorTextsFor` say them in the request's language. */
export const notSignedIn = apiErrorTexts.notSignedIn;

type Request = Pick<FastifyRequest, "headers">;

/** The two-factor answers in the request's language. */
const twoFactorAnswers = (request: Request | undefined) =>
  request
    ? textsFor(request, { en: twoFactorTexts, sl: twoFactorTextsSl }).answers
    : twoFactorTexts.answers;

/**
 * The 401 of a request without rights: not signed in, or signed in with the password while the
 * second factor is still due, which the page must ask for (docs/rules.md#two-factor-sign-in).
 * In the language of `request`; English without one.
 */
export function refusal(session: Pick<SessionUser, "secondFactorDue"> | null, request?: Request) {
  return session?.secondFactorDue
    ? apiError(401, twoFactorAnswers(request).due, { code: secondFactorDueCode })
    : apiError(401, request ? apiErrorTextsFor(request).notSignedIn : notSignedIn);
}

/**
 * The one place that answers "who is calling": reads the access token cookie and the session
 * and user behind it from the database at that request, so a revoked session, a deleted user
 * or a changed role takes effect on the very next request.
 */
export const authPlugin = fp(
  async (
    app,
    options: {
      db: Database;
      clock: Clock;
      https: boolean;
      /** Outside demo mode an admin needs two-factor sign-in in force to use the admin API. */
      adminsNeedSecondFactor: boolean;
    },
  ) => {
    const { db, clock } = options;
    await app.register(fastifyCookie);
    const cookies = new SessionCookies(options.https);
    app.decorate("sessionCookies", cookies);
    app.decorateRequest("session", null);

    function lookUp(request: FastifyRequest, touch: TouchRule) {
      const token = request.cookies[cookies.names.access];
      if (!token) return Promise.resolve(null);
      return findSession(db, token, clock.now(), { touch });
    }

    app.decorate(
      "currentSession",
      async (
        request: FastifyRequest,
        opts: { touch?: TouchRule; secondFactorDue?: "include" } = {},
      ) => {
        const session = await lookUp(request, opts.touch ?? false);
        if (session?.secondFactorDue && opts.secondFactorDue !== "include") return null;
        return session;
      },
    );

    app.decorate("requireSession", async function (request: FastifyRequest, reply: FastifyReply) {
      const session = await lookUp(request, true);
      if (!session || session.secondFactorDue) {
        reply.header("cache-control", "no-store");
        return reply.code(401).send(refusal(session, request));
      }
      request.session = session;
    });

    app.decorate("requireAdmin", async function (request: FastifyRequest, reply: FastifyReply) {
      // Only an admitted request counts as activity: a refused one changes nothing.
      const session = await lookUp(request, (user) => user.role === "admin");
      reply.header("cache-control", "no-store");
      if (!session || session.secondFactorDue) {
        return reply.code(401).send(refusal(session, request));
      }
      // The role is read from the database at this request: a demoted admin loses access now.
      if (session.role !== "admin") {
        return reply.code(403).send(apiError(403, apiErrorTextsFor(request).adminOnly));
      }
      // A passkey its device verified is two factors in one (docs/rules.md#passkeys).
      if (
        options.adminsNeedSecondFactor &&
        !session.passkey &&
        !(await hasTwoFactor(db, session.userId))
      ) {
        return reply.code(403).send(
          apiError(403, twoFactorAnswers(request).setupRequired, {
            code: secondFactorSetupDueCode,
          }),
        );
      }
      request.session = session;
    });
  },
  { name: "auth", dependencies: ["errors"] },
);
