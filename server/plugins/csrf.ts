import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";
import { textsFor } from "../http/request-locale";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests a browser sends on behalf of another site. Browsers label
 * them with Sec-Fetch-Site and Origin; requests without either (curl, server-to-server) carry
 * no ambient credentials from a victim's browser and pass.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    const publicOrigin = new URL(options.publicUrl).origin;
    app.addHook("onRequest", async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const fetchSite = request.headers["sec-fetch-site"];
      const origin = request.headers.origin;
      const ownOrigin = `${request.protocol}://${request.host}`;
      const crossSite =
        (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") ||
        (typeof origin === "string" && origin !== publicOrigin && origin !== ownOrigin);
      if (crossSite) {
        return reply.code(403).send({
          statusCode: 403,
          error: "Forbidden",
          message: textsFor(request, { en: apiErrorTexts, sl: apiErrorTextsSl }).crossSite,
        });
      }
    });
  },
  { name: "csrf" },
);
