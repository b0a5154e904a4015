import type { FastifyReply } from "fastify";
import { accountTexts } from "../../../core/texts/account";
import type { PasswordCheck } from "../../accounts/own-account";
import { apiError } from "../../plugins/errors";
import { refusal } from "../../plugins/auth";
import { tooManyAttempts } from "./auth";

// The account page's refusals, the same for every change asked with the password again.

/** The 429 of a locked account (or of `message`), with its Retry-After. */
export function sendTooMany(reply: FastifyReply, retryAfterMs: number, message?: string) {
  const answer = tooManyAttempts(retryAfterMs, message);
  return reply.code(429).header("retry-after", String(answer.retryAfterSeconds)).send(answer);
}

/** A refused password check: wrong (400 on the field), locked (429), or the account gone (401). */
export function sendPasswordRefusal(
  reply: FastifyReply,
  check: Exclude<PasswordCheck, { ok: true }>,
) {
  if (check.reason === "blocked") return sendTooMany(reply, check.retryAfterMs);
  if (check.reason === "gone") return reply.code(401).send(refusal(null));
  const message = accountTexts.password.currentWrong;
  return reply.code(400).send(apiError(400, message, { fieldErrors: { password: message } }));
}
