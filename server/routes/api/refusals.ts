import type { FastifyReply, FastifyRequest } from "fastify";
import { accountTexts } from "../../../core/texts/account";
import { accountTexts as accountTextsSl } from "../../../core/texts/account.sl";
import { loginMessages } from "../../../core/texts/sign-in";
import { loginMessages as loginMessagesSl } from "../../../core/texts/sign-in.sl";
import type { PasswordCheck } from "../../accounts/own-account";
import { retryAfterSeconds } from "../../http/retry-after";
import { textsFor } from "../../http/request-locale";
import { apiError } from "../../plugins/errors";
import { refusal } from "../../plugins/auth";
import { tooManyAttempts } from "./auth";

// The account page's refusals, the same for every change asked with the password again, in
// the request's language.

/** A locked account's 429 message, in the request's language: "Please wait N minutes …". */
export function lockedMessage(request: Pick<FastifyRequest, "headers">, retryAfterMs: number) {
  const minutes = Math.ceil(retryAfterSeconds(retryAfterMs) / 60);
  return textsFor(request, { en: loginMessages, sl: loginMessagesSl }).tooMany(minutes).description;
}

/** The 429 of a locked account (or of `message`), with its Retry-After. */
export function sendTooMany(
  request: Pick<FastifyRequest, "headers">,
  reply: FastifyReply,
  retryAfterMs: number,
  message?: string,
) {
  const answer = tooManyAttempts(retryAfterMs, message ?? lockedMessage(request, retryAfterMs));
  return reply.code(429).header("retry-after", String(answer.retryAfterSeconds)).send(answer);
}

/** A refused password check: wrong (400 on the field), locked (429), or the account gone (401). */
export function sendPasswordRefusal(
  request: Pick<FastifyRequest, "headers">,
  reply: FastifyReply,
  check: Exclude<PasswordCheck, { ok: true }>,
) {
  if (check.reason === "blocked") return sendTooMany(request, reply, check.retryAfterMs);
  if (check.reason === "gone") return reply.code(401).send(refusal(null, request));
  const message = textsFor(request, { en: accountTexts, sl: accountTextsSl }).password.currentWrong;
  return reply.code(400).send(apiError(400, message, { fieldErrors: { password: message } }));
}
