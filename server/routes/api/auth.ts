import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { adminLoginMessages } from "../../../core/texts/admin-sign-in";
import { adminLoginMessages as adminLoginMessagesSl } from "../../../core/texts/admin-sign-in.sl";
import { loginMessages } from "../../../core/texts/sign-in";
import { loginMessages as loginMessagesSl } from "../../../core/texts/sign-in.sl";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  loginSchema,
  loginSchemaWith,
  profileSchema,
  refreshSchema,
  sessionAnswerSchema,
  tooManyAttemptsSchema,
} from "../../../core/schemas/auth";
import { secondFactorDueSchema } from "../../../core/schemas/two-factor";
import type { Clock } from "../../clock";
import { clientKey } from "../../client-key";
import { WaitAbortedError, type FairQueue } from "../../auth/fair-queue";
import { sessionAnswer, sessionInfo } from "../../auth/cookies";
import { signIn } from "../../accounts/sign-in";
import { refreshSession, signOut } from "../../accounts/sessions";
import { retryAfterSeconds } from "../../http/retry-after";
import { requestLocale, textsFor } from "../../http/request-locale";
import { apiError, apiErrorTextsFor } from "../../plugins/errors";
import { refusal } from "../../plugins/auth";

export interface AuthRouteOptions {
  db: Database;
  clock: Clock;
  /** Sign-ins wait here for their turn, in turn between client addresses. */
  signInQueue: FairQueue;
}

/** Aborted when the client goes away before its answer was sent. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller.signal;
}

type Request = Pick<FastifyRequest, "headers">;

/** The sign-in pages' words in the request's language. */
const signInTexts = (request: Request) =>
  textsFor(request, { en: loginMessages, sl: loginMessagesSl });
const adminSignInTexts = (request: Request) =>
  textsFor(request, { en: adminLoginMessages, sl: adminLoginMessagesSl });

/**
 * A 429's body: by default a locked account's, in the sign-in's words (English; a route that
 * has the request says it in the request's language, as `lockedAccount` does).
 */
export function tooManyAttempts(retryAfterMs: number, message?: string) {
  const seconds = retryAfterSeconds(retryAfterMs);
  const minutes = Math.ceil(seconds / 60);
  return {
    ...apiError(429, message ?? loginMessages.tooMany(minutes).description),
    statusCode: 429 as const,
    retryAfterSeconds: seconds,
  };
}

/** A locked account's 429 body, in the request's language. */
function lockedAccount(request: Request, retryAfterMs: number) {
  const minutes = Math.ceil(retryAfterSeconds(retryAfterMs) / 60);
  return tooManyAttempts(retryAfterMs, signInTexts(request).tooMany(minutes).description);
}

const noStore = { "cache-control": "no-store" };

/** The sign-in's rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const loginSchemaSl = loginSchemaWith(loginMessagesSl);

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, options) => {
  const { db, clock, signInQueue } = options;
  const cookies = app.sessionCookies;

  app.post(
    "/api/auth/login",
    {
      schema: {
        summary: "Sign in with e-mail and password",
        description:
          "Sets the session cookies; when the account's two-factor sign-in is in force, 202 and a session with no rights until POST /api/auth/second-factor. One allowance per e-mail, whichever page: 5 counted attempts within 15 minutes block it (429 with Retry-After), for 15 minutes when the 5th was a failure on /login, for 30 when it was a submit on /admin (source admin-panel, where every submit counts). A blocked e-mail gets 429 whatever the password and page. A looser limit applies per client address. While too many sign-ins from the same address, or in all, wait for their password check: 503 with Retry-After. A sign-in keeps the language Accept-Language prefers (English or Slovenian) as the account's, for the e-mails it is sent.",
        body: loginSchema,
        response: {
          200: sessionAnswerSchema,
          202: secondFactorDueSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: tooManyAttemptsSchema,
          503: apiErrorSchema,
        },
      },
      config: { schemaInSlovenian: { body: loginSchemaSl } },
    },
    async (request, reply) => {
      const { email, password, remember = false, source = "partner-portal" } = request.body;
      reply.headers(noStore);
      // A place in line comes first: a sign-in the queue cannot take costs no database work
      // and counts against no limit, and one whose client leaves while it waits never runs.
      const place = signInQueue.reserve(clientKey(request.ip), clientGoneSignal(reply));
      if (!place) {
        return reply
          .code(503)
          .header("retry-after", String(retryAfterSeconds(signInQueue.retryAfterMs())))
          .send(apiError(503, apiErrorTextsFor(request).signInsBusy));
      }
      let now = clock.now();
      let result: Awaited<ReturnType<typeof signIn>>;
      try {
        result = await place.run(() => {
          now = clock.now();
          return signIn(
            db,
            {
              email,
              password,
              remember,
              source,
              ipAddress: request.ip,
              userAgent: request.headers["user-agent"],
              // The account's e-mails are written in the language of the page it signs in on.
              locale: requestLocale(request),
            },
            now,
          );
        });
      } catch (error) {
        // Nobody is left to read the answer.
        if (error instanceof WaitAbortedError) {
          return reply.code(503).send(apiError(503, error.message));
        }
        throw error;
      } finally {
        place.release();
      }
      if (!result.ok) {
        if (result.reason === "blocked") {
          const answer = lockedAccount(request, result.retryAfterMs);
          return reply
            .code(429)
            .header("retry-after", String(answer.retryAfterSeconds))
            .send(answer);
        }
        if (result.reason === "not-admin") {
          return reply.code(403).send(apiError(403, adminSignInTexts(request).adminRequired));
        }
        const message =
          source === "admin-panel"
            ? adminSignInTexts(request).invalidCredentials
            : signInTexts(request).failed.description;
        return reply.code(401).send(apiError(401, message));
      }
      if (result.secondFactorDue) {
        cookies.setSecondFactorDue(reply, result.tokens, remember, now);
        return reply.code(202).send({ secondFactorDue: true as const });
      }
      const info = sessionInfo(result.user, result.tokens.accessExpiresAt);
      cookies.set(reply, result.tokens, info, remember, now);
      return reply.code(200).send(sessionAnswer(info, now));
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: {
        summary: "Sign out: ends the session on the server and clears its cookies",
        response: { 204: z.null(), 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const session = await app.currentSession(request, { secondFactorDue: "include" });
      const refreshToken = request.cookies[cookies.names.refresh];
      await signOut(db, { sessionId: session?.sessionId, refreshToken }, now);
      cookies.clear(reply);
      return reply.code(204).headers(noStore).send(null);
    },
  );

  app.post(
    "/api/auth/refresh",
    {
      schema: {
        summary: "Exchange the refresh token for a new token pair",
        description:
          "idleMs is how long the person has been idle in the page; it can only end a session sooner. A session the server has not heard from for 30 minutes (a request for content or a refresh), whose page reports 30 idle minutes, or 12 hours after sign-in, is over (401).",
        body: refreshSchema,
        response: {
          200: sessionAnswerSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const refreshToken = request.cookies[cookies.names.refresh];
      const now = clock.now();
      const outcome = refreshToken
        ? await refreshSession(db, refreshToken, request.body.idleMs ?? 0, now)
        : ({ ok: false, reason: "unknown" } as const);
      if (!outcome.ok && outcome.reason === "second-factor-due") {
        return reply.code(401).send(refusal({ secondFactorDue: true }, request));
      }
      if (!outcome.ok) {
        if (outcome.reason === "reused") {
          request.log.warn({ reason: outcome.reason }, "refresh token reused: session revoked");
        }
        cookies.clear(reply);
        return reply.code(401).send(refusal(null, request));
      }
      const info = sessionInfo(
        { id: outcome.session.userId, email: outcome.userEmail, role: outcome.userRole },
        outcome.tokens.accessExpiresAt,
      );
      cookies.set(reply, outcome.tokens, info, outcome.session.remember, now);
      return reply.code(200).send(sessionAnswer(info, now));
    },
  );

  app.get(
    "/api/auth/session",
    {
      schema: {
        summary: "The current session, if any (not counted as activity)",
        response: { 200: sessionAnswerSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const session = await app.currentSession(request, { secondFactorDue: "include" });
      if (!session || session.secondFactorDue) {
        return reply.code(401).send(refusal(session, request));
      }
      const info = sessionInfo(
        { id: session.userId, email: session.email, role: session.role },
        session.accessExpiresAt,
      );
      return reply.send(sessionAnswer(info, clock.now()));
    },
  );

  app.get(
    "/api/me",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The signed-in person's profile",
        response: { 200: profileSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const session = request.session!;
      return reply.send({
        userId: session.userId,
        email: session.email,
        fullName: session.fullName,
        company: session.company,
        role: session.role,
        loginCount: session.loginCount,
        lastLogin: session.lastLoginAt?.toISOString() ?? null,
      });
    },
  );
};
