import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { accountLimits } from "../../../core/limits";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  accountOverviewSchema,
  passwordChangeSchema,
  sessionsEndedSchema,
} from "../../../core/schemas/account";
import { tooManyAttemptsSchema } from "../../../core/schemas/auth";
import { accountTexts } from "../../../core/texts/account";
import { passwordMessages } from "../../../core/texts/passwords";
import { apiErrorTexts } from "../../../core/texts/api-errors";
import type { Clock } from "../../clock";
import {
  accountOverview,
  changeOwnPassword,
  signOutOtherSessions,
  signOutOwnSession,
} from "../../accounts/own-account";
import { apiError } from "../../plugins/errors";
import { tooManyAttempts } from "./auth";

export interface AccountRouteOptions {
  db: Database;
  clock: Clock;
}

const noStore = { "cache-control": "no-store" };

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
      return accountOverview(db, request.session!, clock.now());
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
        case "blocked": {
          const answer = tooManyAttempts(outcome.retryAfterMs);
          return reply
            .code(429)
            .header("retry-after", String(answer.retryAfterSeconds))
            .send(answer);
        }
        case "wrong-password":
          return reply.code(400).send(
            apiError(400, accountTexts.password.currentWrong, {
              fieldErrors: { currentPassword: accountTexts.password.currentWrong },
            }),
          );
        case "same-password":
          return reply.code(400).send(
            apiError(400, accountTexts.password.sameAsCurrent, {
              fieldErrors: { newPassword: accountTexts.password.sameAsCurrent },
            }),
          );
        case "gone":
          return reply.code(401).send(apiError(401, apiErrorTexts.notSignedIn));
        case "weak-password": {
          const { verdict } = outcome;
          if (verdict.reason === "common") {
            return reply.code(422).send(
              apiError(422, passwordMessages.weak, {
                fieldErrors: { newPassword: passwordMessages.weak },
              }),
            );
          }
          const problems = verdict.problems.join(". ");
          return reply
            .code(400)
            .send(apiError(400, problems, { fieldErrors: { newPassword: problems } }));
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
        params: z.object({ sessionId: z.uuid({ error: apiErrorTexts.sessionNotFound }) }),
        response: {
          204: z.null(),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const ended = await signOutOwnSession(
        db,
        request.session!,
        request.params.sessionId,
        clock.now(),
      );
      if (!ended) return reply.code(404).send(apiError(404, apiErrorTexts.sessionNotFound));
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
