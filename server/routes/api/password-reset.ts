import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { passwordResetLimits } from "../../../core/limits";
import { passwordResetMessages } from "../../../core/texts/sign-in";
import { passwordMessages } from "../../../core/texts/passwords";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "../../../core/schemas/auth";
import type { Clock } from "../../clock";
import { confirmPasswordReset, requestPasswordReset } from "../../accounts/password-reset";
import { apiError } from "../../plugins/errors";
import { apiErrorTexts } from "../../../core/texts/api-errors";

export interface PasswordResetRouteOptions {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Demo mode: the link is written to the log, so a reset can be tried without e-mail. */
  demo: boolean;
}

/**
 * A reset request is answered no sooner than this after the handler starts. An account's
 * request runs the same statement as an unknown e-mail's, but writing its link and e-mail still
 * takes the database a little longer; answering at a fixed time hides that too.
 */
const RESET_ANSWER_AFTER_MS = 50;

export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRouteOptions> = async (
  app,
  options,
) => {
  const { db, clock, publicUrl, demo } = options;

  app.post(
    "/api/auth/password-reset",
    {
      schema: {
        summary: "E-mail a single-use password reset link",
        description:
          "Answers the same whether or not an account exists, no sooner than 50 ms after the request. A link works once, for one hour; a new request voids older links. At most 3 e-mails per account and 10 requests per client address an hour.",
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        rateLimit: {
          max: passwordResetLimits.perAddress.max,
          timeWindow: passwordResetLimits.perAddress.windowMs,
          hook: "preHandler",
          errorResponseBuilder: () => apiError(429, apiErrorTexts.tooManyResetRequests),
        },
      },
    },
    async (request, reply) => {
      const answerAt = performance.now() + RESET_ANSWER_AFTER_MS;
      const created = await requestPasswordReset(db, request.body.email, publicUrl, clock.now());
      if (created && app.mailOutbox.delivering) {
        app.mailOutbox.wake();
      } else if (created) {
        // Without SMTP the outbox is the mail. The link signs anyone in: only a demo logs it.
        request.log.info(
          { mailId: created.mailId, ...(demo ? { link: created.link } : {}) },
          "password reset e-mail kept in the outbox",
        );
      }
      await sleep(Math.max(0, answerAt - performance.now()));
      return reply
        .code(202)
        .header("cache-control", "no-store")
        .send({ ok: true as const });
    },
  );

  app.post(
    "/api/auth/password-reset/confirm",
    {
      schema: {
        summary: "Set a new password with a reset link's token",
        description:
          "Ends every session of the account. 400 for an unknown, used or expired link; 422 for a commonly used password.",
        body: passwordResetConfirmSchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      reply.header("cache-control", "no-store");
      const outcome = await confirmPasswordReset(db, token, password, clock);
      if (outcome.ok) {
        app.mailOutbox.wake();
        return reply.code(200).send({ ok: true as const });
      }
      if (outcome.reason === "invalid-link") {
        return reply.code(400).send(apiError(400, passwordResetMessages.invalidLink));
      }
      const { verdict } = outcome;
      return verdict.reason === "common"
        ? reply.code(422).send(apiError(422, passwordMessages.weak))
        : reply.code(400).send(
            apiError(400, verdict.problems.join(". "), {
              fieldErrors: { password: verdict.problems.join(". ") },
            }),
          );
    },
  );
};
