import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { passwordResetLimits } from "../../../core/limits";
import { passwordResetMessages } from "../../../core/texts/sign-in";
import { passwordResetMessages as passwordResetMessagesSl } from "../../../core/texts/sign-in.sl";
import { passwordMessages as passwordMessagesSl } from "../../../core/texts/passwords.sl";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import {
  passwordResetConfirmSchema,
  passwordResetConfirmSchemaWith,
  passwordResetRequestSchema,
  passwordResetRequestSchemaWith,
} from "../../../core/schemas/auth";
import { loginMessages as loginMessagesSl } from "../../../core/texts/sign-in.sl";
import type { Clock } from "../../clock";
import { confirmPasswordReset, requestPasswordReset } from "../../accounts/password-reset";
import { requestLocale, textsFor } from "../../http/request-locale";
import { passwordRefusal } from "../../http/password-refusal";
import { apiError, apiErrorTextsFor } from "../../plugins/errors";

/** The reset forms' rules in Slovenian words, for a Slovenian page's 400 (plugins/errors.ts). */
const passwordResetRequestSchemaSl = passwordResetRequestSchemaWith(loginMessagesSl);
const passwordResetConfirmSchemaSl = passwordResetConfirmSchemaWith(passwordMessagesSl);

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
          "Answers the same whether or not an account exists, no sooner than 50 ms after the request. A link works once, for one hour; a new request voids older links. At most 3 e-mails per account and 10 requests per client address an hour. The e-mail, and the reset page its link opens (/reset-password or /sl/reset-password), are in the language Accept-Language prefers: English or Slovenian, English otherwise.",
        body: passwordResetRequestSchema,
        response: {
          202: z.object({ ok: z.literal(true) }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
      config: {
        schemaInSlovenian: { body: passwordResetRequestSchemaSl },
        rateLimit: {
          max: passwordResetLimits.perAddress.max,
          timeWindow: passwordResetLimits.perAddress.windowMs,
          hook: "preHandler",
          errorResponseBuilder: (request) =>
            apiError(429, apiErrorTextsFor(request).tooManyResetRequests),
        },
      },
    },
    async (request, reply) => {
      const answerAt = performance.now() + RESET_ANSWER_AFTER_MS;
      // The e-mail, and the page its link opens, are in the language of the page that asked.
      const created = await requestPasswordReset(
        db,
        { email: request.body.email, locale: requestLocale(request) },
        publicUrl,
        clock.now(),
      );
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
      config: { schemaInSlovenian: { body: passwordResetConfirmSchemaSl } },
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
        const texts = textsFor(request, { en: passwordResetMessages, sl: passwordResetMessagesSl });
        return reply.code(400).send(apiError(400, texts.invalidLink));
      }
      const message = passwordRefusal(request, outcome.verdict);
      if (outcome.verdict.reason === "common") return reply.code(422).send(apiError(422, message));
      return reply.code(400).send(apiError(400, message, { fieldErrors: { password: message } }));
    },
  );
};
