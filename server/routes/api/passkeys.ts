import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { passkeyLimits } from "../../../core/limits";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { sessionAnswerSchema, tooManyAttemptsSchema } from "../../../core/schemas/auth";
import {
  addPasskeySchema,
  addPasskeySchemaWith,
  ceremonyOptionsSchema,
  passkeySchema,
  passkeySignInSchema,
} from "../../../core/schemas/passkeys";
import {
  passwordConfirmationSchema,
  passwordConfirmationSchemaWith,
} from "../../../core/schemas/two-factor";
import { accountTexts as accountTextsSl } from "../../../core/texts/account.sl";
import { adminLoginMessages } from "../../../core/texts/admin-sign-in";
import { adminLoginMessages as adminLoginMessagesSl } from "../../../core/texts/admin-sign-in.sl";
import { passkeyTexts } from "../../../core/texts/passkeys";
import { passkeyTexts as passkeyTextsSl } from "../../../core/texts/passkeys.sl";
import type { Clock } from "../../clock";
import type { RelyingParty } from "../../auth/relying-party";
import { sessionAnswer, sessionInfo } from "../../auth/cookies";
import {
  addPasskey,
  removePasskey,
  signInWithPasskey,
  startAddingPasskey,
  startPasskeySignIn,
} from "../../accounts/passkeys";
import { requestLocale, textsFor } from "../../http/request-locale";
import { apiError } from "../../plugins/errors";
import { sendPasswordRefusal, sendTooMany } from "./refusals";

export interface PasskeyRouteOptions {
  db: Database;
  clock: Clock;
  relyingParty: RelyingParty;
}

const noStore = { "cache-control": "no-store" };

/** The forms' rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const passwordConfirmationSchemaSl = passwordConfirmationSchemaWith(accountTextsSl);
const addPasskeySchemaSl = addPasskeySchemaWith(passkeyTextsSl);

/** What the account page's passkey routes may refuse with. */
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: tooManyAttemptsSchema,
};

/** The passkeys' answers in the request's language. */
const answers = (request: Pick<FastifyRequest, "headers">) =>
  textsFor(request, { en: passkeyTexts, sl: passkeyTextsSl }).answers;

/** Too many unanswered challenges from one address: wait for them to expire. */
const sendBusy = (request: Pick<FastifyRequest, "headers">, reply: FastifyReply) =>
  sendTooMany(request, reply, passkeyLimits.challengeMs, answers(request).busy);

/**
 * Passkeys (docs/rules.md#passkeys): the account page's list, adding one (the password, then
 * the browser's ceremony) and removing one (the password); and the sign-in with one, on either
 * sign-in page.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRouteOptions> = async (app, options) => {
  const { db, clock, relyingParty } = options;
  const cookies = app.sessionCookies;

  app.post(
    "/api/account/passkeys/options",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Start adding a passkey: the options for navigator.credentials.create()",
        description:
          "Requires a session and the password (held to the sign-in limit). The challenge in the options is this account's, answerable once within 5 minutes. 409 when the account holds 10 passkeys.",
        body: passwordConfirmationSchema,
        response: { 200: ceremonyOptionsSchema, ...errors },
      },
      config: { schemaInSlovenian: { body: passwordConfirmationSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await startAddingPasskey(
        db,
        request.session!,
        { password: request.body.password, ipAddress: request.ip },
        relyingParty,
        clock,
      );
      if (outcome.ok) return { ...outcome.options };
      if (outcome.reason === "full") {
        return reply.code(409).send(apiError(409, answers(request).tooMany));
      }
      if (outcome.reason === "busy") return sendBusy(request, reply);
      return sendPasswordRefusal(request, reply, outcome);
    },
  );

  app.post(
    "/api/account/passkeys",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Add the passkey the browser made",
        description:
          "Requires a session and the browser's answer to the options of POST /api/account/passkeys/options: it must sign that challenge, come from the site's origin and say the device verified the person. The owner is e-mailed.",
        body: addPasskeySchema,
        response: { 201: passkeySchema, ...errors },
      },
      config: { schemaInSlovenian: { body: addPasskeySchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await addPasskey(
        db,
        request.session!,
        { name: request.body.name, response: request.body.response },
        relyingParty,
        clock,
      );
      if (outcome.ok) {
        app.mailOutbox.wake();
        return reply.code(201).send(outcome.passkey);
      }
      if (outcome.reason === "full") {
        return reply.code(409).send(apiError(409, answers(request).tooMany));
      }
      if (outcome.reason === "name-taken") {
        const message = answers(request).nameTaken;
        return reply.code(409).send(apiError(409, message, { fieldErrors: { name: message } }));
      }
      if (outcome.reason === "taken") {
        return reply.code(409).send(apiError(409, answers(request).alreadyAdded));
      }
      const message =
        outcome.reason === "expired"
          ? answers(request).expired
          : answers(request).verificationRequired;
      return reply.code(400).send(apiError(400, message));
    },
  );

  app.delete(
    "/api/account/passkeys/:passkeyId",
    {
      preHandler: app.requireSession,
      schema: {
        summary: "Remove one of the account's passkeys",
        description:
          "Requires a session and the password (held to the sign-in limit); the owner is e-mailed. Another account's passkey is 404, as an unknown one is.",
        params: z.object({ passkeyId: z.string().max(1024) }),
        body: passwordConfirmationSchema,
        response: { 204: z.null(), ...errors },
      },
      config: { schemaInSlovenian: { body: passwordConfirmationSchemaSl } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await removePasskey(
        db,
        request.session!,
        { id: request.params.passkeyId, password: request.body.password, ipAddress: request.ip },
        clock,
      );
      if (outcome.ok) {
        app.mailOutbox.wake();
        return reply.code(204).send(null);
      }
      if (outcome.reason === "not-found") {
        return reply.code(404).send(apiError(404, answers(request).notFound));
      }
      return sendPasswordRefusal(request, reply, outcome);
    },
  );

  app.post(
    "/api/auth/passkey/options",
    {
      schema: {
        summary: "Start a sign-in with a passkey: the options for navigator.credentials.get()",
        description:
          "Open to anyone. The challenge is answerable once within 5 minutes; one address may hold 100 unanswered (429 past them).",
        body: z.object({}),
        response: { 200: ceremonyOptionsSchema, 429: tooManyAttemptsSchema },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const outcome = await startPasskeySignIn(
        db,
        { ipAddress: request.ip },
        relyingParty,
        clock.now(),
      );
      return outcome.ok ? { ...outcome.options } : sendBusy(request, reply);
    },
  );

  app.post(
    "/api/auth/passkey",
    {
      schema: {
        summary: "Sign in with a passkey",
        description:
          "The browser's answer to the options of POST /api/auth/passkey/options: it must sign that challenge, come from the site's origin, say the device verified the person and raise the passkey's counter. Held to the account's sign-in limit as a password is, on the page's terms (source); the session has every right, two-factor sign-in included. 401 when the passkey cannot sign in, 403 on /admin without the admin role, 429 while the account or address is locked.",
        body: passkeySignInSchema,
        response: {
          200: sessionAnswerSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: tooManyAttemptsSchema,
        },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { remember = false, source = "partner-portal" } = request.body;
      const now = clock.now();
      const result = await signInWithPasskey(
        db,
        {
          response: request.body.response,
          remember,
          source,
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"],
          locale: requestLocale(request),
        },
        relyingParty,
        now,
      );
      if (!result.ok) {
        if (result.reason === "blocked") return sendTooMany(request, reply, result.retryAfterMs);
        if (result.reason === "not-admin") {
          return reply
            .code(403)
            .send(
              apiError(
                403,
                textsFor(request, { en: adminLoginMessages, sl: adminLoginMessagesSl })
                  .adminRequired,
              ),
            );
        }
        const message =
          result.reason === "expired" ? answers(request).expired : answers(request).failed;
        return reply.code(401).send(apiError(401, message));
      }
      const info = sessionInfo(result.user, result.tokens.accessExpiresAt);
      cookies.set(reply, result.tokens, info, remember, now);
      return reply.code(200).send(sessionAnswer(info, now));
    },
  );
};
