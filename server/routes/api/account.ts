import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { accountLimits } from "../../../core/limits";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  accountOverviewSchema,
  passwordChangeSchema,
  passwordChangeSchemaWith,
  sessionsEndedSchema,
} from "../../../core/schemas/account";
import { tooManyAttemptsSchema } from "../../../core/schemas/auth";
import { accountTexts } from "../../../core/texts/account";
import { accountTexts as accountTextsSl } from "../../../core/texts/account.sl";
import { passwordMessages as passwordMessagesSl } from "../../../core/texts/passwords.sl";
import { apiErrorTexts } from "../../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../../core/texts/api-errors.sl";
import type { Clock } from "../../clock";
import {
  accountOverview,
  changeOwnPassword,
  signOutOtherSessions,
  signOutOwnSession,
} from "../../accounts/own-account";
import { apiError } from "../../plugins/errors";
import { requestLocale, textsFor } from "../../http/request-locale";
import { passwordRefusal } from "../../http/password-refusal";
import { sendTooMany } from "./refusals";

export interface AccountRouteOptions {
  db: Database;
  clock: Clock;
}

const noStore = { "cache-control": "no-store" };

type Request = Pick<FastifyRequest, "headers">;

/** The password form's refusals in the request's language. */
const passwordTexts = (request: Request) =>
  textsFor(request, { en: accountTexts, sl: accountTextsSl }).password;

/** The API's own refusals in the request's language. */
const apiErrors = (request: Request) =>
  textsFor(request, { en: apiErrorTexts, sl: apiErrorTextsSl });

/** The password form's rules in Slovenian words, for a Slovenian page's 400 (plugins/errors.ts). */
const passwordChangeSchemaSl = passwordChangeSchemaWith({
  account: accountTextsSl,
  passwords: passwordMessagesSl,
});

/** A session's id in the address; one that cannot be a session's is a session not signed in. */
const sessionIdParamsWith = (texts: typeof apiErrorTexts) =>
  z.object({ sessionId: z.uuid({ error: texts.sessionNotFound }) });
const sessionIdParamsSl = sessionIdParamsWith(apiErrorTextsSl);

/**
 * The signed-in person's own account (docs/rules.md#account-page): whoever is signed in, partner
 * or admin, and only ever their own sessions and sign-ins.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteOptions> = async (app, options) => {
  const { db, clock } = options;

  app.get(
    "/api/account",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "The caller's sessions signed in now and their recent sign-ins",
        description: `Requires a session. The caller's own sessions that are still signed in (within 30 idle minutes and 12 hours of sign-in), the asking one marked current, and their latest ${accountLimits.recentSignIns} sign-ins.`,
        response: { 200: accountOverviewSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return accountOverview(db, request.session!, clock.now(), requestLocale(request));
    },
  );

  app.post(
    "/api/account/password",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Change one's own password",
        description:
          "Requires a session and the current password, which is held to the account's sign-in limit (a wrong one counts as a failed sign-in; 429 once locked). The new password follows the password rules (400 with every problem, 422 when commonly used). Every other session of the account ends; the owner is e-mailed a notice.",
        body: passwordChangeSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
          429: tooManyAttemptsSchema,
        },
      },
      config: { schemaInSlovenian: { body: passwordChangeSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await changeOwnPassword(
        db,
        request.session!,
        { ...request.body, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) {
        app.mailOutbox.wake();
        return reply.code(200).send({ ok: true as const });
      }
      switch (outcome.reason) {
        case "blocked":
          return sendTooMany(request, reply, outcome.retryAfterMs);
        case "wrong-password": {
          const message = passwordTexts(request).currentWrong;
          return reply
            .code(400)
            .send(apiError(400, message, { fieldErrors: { currentPassword: message } }));
        }
        case "same-password": {
          const message = passwordTexts(request).sameAsCurrent;
          return reply
            .code(400)
            .send(apiError(400, message, { fieldErrors: { newPassword: message } }));
        }
        case "gone":
          return reply.code(401).send(apiError(401, apiErrors(request).notSignedIn));
        case "weak-password": {
          // A commonly used one is a 422, as the admin panel's; broken rules a 400.
          const status = outcome.verdict.reason === "common" ? 422 : 400;
          const message = passwordRefusal(request, outcome.verdict);
          return reply
            .code(status)
            .send(apiError(status, message, { fieldErrors: { newPassword: message } }));
        }
      }
    },
  );

  app.delete(
    "/api/account/sessions/:sessionId",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Sign out one of one's own sessions",
        description:
          "Requires a session. 404 when the caller has no session with that id that is not already signed out (another account's session among them).",
        params: sessionIdParamsWith(apiErrorTexts),
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      config: { schemaInSlovenian: { params: sessionIdParamsSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const ended = await signOutOwnSession(
        db,
        request.session!,
        request.params.sessionId,
        clock.now(),
      );
      if (!ended) return reply.code(404).send(apiError(404, apiErrors(request).sessionNotFound));
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/account/sessions/sign-out-others",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Sign out every other session of one's own account",
        description: "Requires a session; the asking session stays signed in.",
        response: { 200: sessionsEndedSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { ended: await signOutOtherSessions(db, request.session!, clock.now()) };
    },
  );
};
