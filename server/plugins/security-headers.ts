import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { securityHeaders } from "../security/headers";

/** Security headers on every answer the application itself writes (static files carry their own). */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    const headers = securityHeaders({ https: options.https });
    app.addHook("onRequest", async (_request, reply) => {
      reply.headers(headers);
    });
  },
  { name: "security-headers" },
);
