import type { FastifyRequest } from "fastify";
import { passwordMessages } from "../../core/texts/passwords";
import { passwordMessages as passwordMessagesSl } from "../../core/texts/passwords.sl";
import type { PasswordVerdict } from "../auth/passwords";
import { textsFor } from "./request-locale";

/**
 * Why a new password was refused, in the request's language: every rule it breaks, joined
 * with ". ", or the words for a commonly used one (docs/rules.md#passwords).
 */
export function passwordRefusal(
  request: Pick<FastifyRequest, "headers">,
  verdict: Exclude<PasswordVerdict, { ok: true }>,
): string {
  const texts = textsFor(request, { en: passwordMessages, sl: passwordMessagesSl });
  if (verdict.reason === "common") return texts.weak;
  return verdict.rules.map((rule) => texts[rule]).join(". ");
}
