import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { passwordResetLimits } from "../../../core/limits";
import { passwordMessages, passwordResetMessages } from "../../../core/auth-messages";
import { apiErrorSchema } from "../../../core/schemas/api-error";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "../../../core/schemas/auth";
import type { Clock } from "../../clock";
import { hashPassword, judgePassword } from "../../auth/passwords";
import { passwordResetLink, passwordResetMail } from "../../mail/password-reset-mail";
import { apiError } from "../../plugins/errors";
import {
  claimPasswordReset,
  createPasswordReset,
  isPasswordResetUsable,
} from "../../repositories/password-resets";
import { revokeUserSessions } from "../../repositories/sessions";
import { clearAttempts } from "../../repositories/login-throttles";
import { findUserByEmail, findUserById, setPasswordHash } from "../../repositories/users";
import { accountThrottleKey } from "../../auth/sign-in";

export interface PasswordResetRouteOptions {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** Demo mode: the link is written to the log, so a reset can be tried without e-mail. */
  demo: boolean;
}

const tooOften = "Too many password reset requests. Please wait a while and try again.";

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
          "Answers the same whether or not an account exists. A link works once, for one hour; a new request voids older links. At most 3 e-mails per account and 10 requests per client address an hour.",
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
          errorResponseBuilder: () => apiError(429, tooOften),
        },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const user = await findUserByEmail(db, request.body.email);
      if (user) {
        let link = "";
        const created = await createPasswordReset(
          db,
          user.id,
          (token) => {
            link = passwordResetLink(publicUrl, token);
            return passwordResetMail(user.email, link);
          },
          now,
        );
        if (created && app.mailOutbox.delivering) {
          app.mailOutbox.wake();
        } else if (created) {
          // Without SMTP the outbox is the mail. The link signs anyone in: only a demo logs it.
          request.log.info(
            { mailId: created.mailId, ...(demo ? { link } : {}) },
            "password reset e-mail kept in the outbox",
          );
        }
      }
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
      const verdict = judgePassword(password);
      if (!verdict.ok) {
        return verdict.reason === "common"
          ? reply.code(422).send(apiError(422, passwordMessages.weak))
          : reply.code(400).send(
              apiError(400, verdict.problems.join(". "), {
                fieldErrors: { password: verdict.problems.join(". ") },
              }),
            );
      }
      const invalid = () => reply.code(400).send(apiError(400, passwordResetMessages.invalidLink));
      // Checked first so a dead link costs no hashing; claimed after, atomically.
      if (!(await isPasswordResetUsable(db, token, clock.now()))) return invalid();
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const userId = await db.transaction(async (tx) => {
        const claimed = await claimPasswordReset(tx, token, now);
        if (!claimed) return null;
        await setPasswordHash(tx, claimed, passwordHash, now);
        await revokeUserSessions(tx, claimed, now);
        return claimed;
      });
      if (!userId) return invalid();
      // Proving control of the mailbox lifts the account's sign-in block.
      const user = await findUserById(db, userId);
      if (user) await clearAttempts(db, accountThrottleKey(user.email));
      return reply.code(200).send({ ok: true as const });
    },
  );
};
