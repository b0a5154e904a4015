import type { FastifyRequest } from "fastify";
import { localeFromAcceptLanguage, type Locale } from "../../core/locales";

/**
 * The language to answer a request in: the one its `Accept-Language` prefers. The web app sends
 * its page's language there (app/lib/api-headers.ts), so a Slovenian page gets its messages in
 * Slovenian; a client that asks for neither language gets English. It decides words only,
 * never what a request may do.
 */
export function requestLocale(request: Pick<FastifyRequest, "headers">): Locale {
  const header = request.headers["accept-language"];
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}

/** One module's texts in each language, as the server holds them. */
export type InEachLanguage<T> = Readonly<Record<Locale, T>>;

/** The texts of `byLocale` in the request's language. */
export function textsFor<T>(
  request: Pick<FastifyRequest, "headers">,
  byLocale: InEachLanguage<T>,
): T {
  return byLocale[requestLocale(request)];
}
