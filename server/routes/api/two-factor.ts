import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { sessionAnswerSchema, tooManyAttemptsSchema } from "../../../core/schemas/auth";
import {
  passwordConfirmationSchema,
  passwordConfirmationSchemaWith,
  recoveryCodesSchema,
  secondFactorSchema,
  secondFactorSchemaWith,
  twoFactorConfirmSchema,
  twoFactorConfirmSchemaWith,
  twoFactorSetupSchema,
} from "../../../core/schemas/two-factor";
import { accountTexts as accountTextsSl } from "../../../core/texts/account.sl";
import { apiErrorTexts } from "../../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../../core/texts/api-errors.sl";
import { twoFactorTexts } from "../../../core/texts/two-factor";
import { twoFactorTexts as twoFactorTextsSl } from "../../../core/texts/two-factor.sl";
import type { Clock } from "../../clock";
import {
  confirmTwoFactor,
  giveSecondFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  turnOffTwoFactor,
} from "../../accounts/two-factor";
import { sessionAnswer, sessionInfo } from "../../auth/cookies";
import { textsFor } from "../../http/request-locale";
import { apiError } from "../../plugins/errors";
import { sendPasswordRefusal, sendTooMany } from "./refusals";

export interface TwoFactorRouteOptions {
  db: Database;
  clock: Clock;
}

const noStore = { "cache-control": "no-store" };

/** The forms' rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const passwordConfirmationSchemaSl = passwordConfirmationSchemaWith(accountTextsSl);
const twoFactorConfirmSchemaSl = twoFactorConfirmSchemaWith(twoFactorTextsSl);
const secondFactorSchemaSl = secondFactorSchemaWith(twoFactorTextsSl);

/** The answers in the request's language. */
const answers = (request: Pick<FastifyRequest, "headers">) =>
  textsFor(request, { en: twoFactorTexts, sl: twoFactorTextsSl }).answers;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  409: apiErrorSchema,
  429: tooManyAttemptsSchema,
};

/**
 * Two-factor sign-in (docs/rules.md#two-factor-sign-in): the account page's set-up, turning off
 * and new recovery codes, each after the password; and the sign-in's code step.
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRouteOptions> = async (
  app,
  options,
) => {
  const { db, clock } = options;
  const cookies = app.sessionCookies;

  app.post(
    "/api/account/two-factor/setup",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Start setting up two-factor sign-in: a key for an authenticator app",
        description:
          "Requires a session and the password (held to the sign-in limit). Answers the key as text, as an otpauth:// address and as a QR code; nothing is in force until a code from the app confirms it. 409 when two-factor sign-in is already on.",
        body: passwordConfirmationSchema,
        response: { 200: twoFactorSetupSchema, ...errors },
      },
      config: { schemaInSlovenian: { body: passwordConfirmationSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await startTwoFactorSetup(
        db,
        request.session!,
        { password: request.body.password, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) return outcome.key;
      if (outcome.reason === "already-on") {
        return reply.code(409).send(apiError(409, answers(request).alreadyOn));
      }
      return sendPasswordRefusal(request, reply, outcome);
    },
  );

  app.post(
    "/api/account/two-factor/confirm",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Turn two-factor sign-in on with a code from the app just set up",
        description:
          "Requires a session and a set-up started. Answers the 10 recovery codes, once; the owner is e-mailed.",
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
      config: { schemaInSlovenian: { body: twoFactorConfirmSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await confirmTwoFactor(db, request.session!, request.body.code, clock);
      if (outcome.ok) {
        app.mailOutbox.wake();
        return { recoveryCodes: outcome.recoveryCodes };
      }
      if (outcome.reason === "no-setup") {
        return reply.code(409).send(apiError(409, answers(request).noSetup));
      }
      const message = answers(request).wrongCode;
      return reply.code(400).send(apiError(400, message, { fieldErrors: { code: message } }));
    },
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Turn two-factor sign-in off",
        description:
          "Requires a session and the password (held to the sign-in limit); the owner is e-mailed. 409 when it is not on.",
        body: passwordConfirmationSchema,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
      config: { schemaInSlovenian: { body: passwordConfirmationSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await turnOffTwoFactor(
        db,
        request.session!,
        { password: request.body.password, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) {
        app.mailOutbox.wake();
        return { ok: true as const };
      }
      if (outcome.reason === "not-on") {
        return reply.code(409).send(apiError(409, answers(request).notOn));
      }
      return sendPasswordRefusal(request, reply, outcome);
    },
  );

  app.post(
    "/api/account/two-factor/recovery-codes",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Make new recovery codes; the old ones stop working",
        description:
          "Requires a session and the password (held to the sign-in limit). 409 when two-factor sign-in is not on.",
        body: passwordConfirmationSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
      config: { schemaInSlovenian: { body: passwordConfirmationSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await renewRecoveryCodes(
        db,
        request.session!,
        { password: request.body.password, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) return { recoveryCodes: outcome.recoveryCodes };
      if (outcome.reason === "not-on") {
        return reply.code(409).send(apiError(409, answers(request).notOn));
      }
      return sendPasswordRefusal(request, reply, outcome);
    },
  );

  app.post(
    "/api/auth/second-factor",
    {
      schema: {
        summary: "The sign-in's second step: a code from the authenticator app, or a recovery code",
        description:
          "For a sign-in whose password was right and whose account has two-factor sign-in (202 from /api/auth/login). A code is accepted one 30-second step either side of now, each step once; a recovery code once. Each try counts towards the account's sign-in limit; the 5th wrong code of a sign-in ends it (401). Success sets new session cookies.",
        body: secondFactorSchema,
        response: { 200: sessionAnswerSchema, ...errors },
      },
      config: { schemaInSlovenian: { body: secondFactorSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const session = await app.currentSession(request, { secondFactorDue: "include" });
      if (!session?.secondFactorDue) {
        const { notSignedIn } = textsFor(request, { en: apiErrorTexts, sl: apiErrorTextsSl });
        return reply.code(401).send(apiError(401, notSignedIn));
      }
      const outcome = await giveSecondFactor(
        db,
        session,
        { ...request.body, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) {
        app.mailOutbox.wake();
        const now = clock.now();
        const info = sessionInfo(
          { id: session.userId, email: session.email, role: session.role },
          outcome.tokens.accessExpiresAt,
        );
        cookies.set(reply, outcome.tokens, info, session.remember, now);
        return reply.code(200).send(sessionAnswer(info, now));
      }
      if (outcome.reason === "blocked") return sendTooMany(request, reply, outcome.retryAfterMs);
      if (outcome.reason === "ended") {
        cookies.clear(reply);
        return reply.code(401).send(apiError(401, answers(request).ended));
      }
      const message = answers(request).wrongCode;
      const field = "code" in request.body ? "code" : "recoveryCode";
      return reply.code(400).send(apiError(400, message, { fieldErrors: { [field]: message } }));
    },
  );
};
