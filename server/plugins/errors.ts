import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { safeParse, type $ZodIssue, type $ZodType } from "zod/v4/core";
import type { ApiError } from "../../core/schemas/api-error";
import { formMessages } from "../../core/texts/forms";
import { formMessages as formMessagesSl } from "../../core/texts/forms.sl";
import { requestLocale, textsFor } from "../http/request-locale";
import type { LogSampler } from "../log-sampler";
import { pathOf } from "../request-log";
import {
  isDatabaseConnectionError,
  sendDatabaseUnavailable,
  type DatabaseAvailability,
} from "./database-availability";
import { securityHeaders } from "../security/headers";
import type { SiteFiles } from "../static/site-files";
import { apiErrorTexts } from "../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../core/texts/api-errors.sl";

type Request = Pick<FastifyRequest, "headers">;

/** The parts of a request a route's schema checks, as Fastify names them. */
type RequestPart = "body" | "querystring" | "params" | "headers";

/** A route's request schemas, part by part, as in its `schema`. */
export type RequestSchemas = Partial<Record<RequestPart, $ZodType>>;

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route's request schemas built with the Slovenian texts (the same rules: each made by
     * the function its English one is made by, e.g. `contactMessageSchemaWith`). Fastify checks
     * every request with the English ones in `schema`; a Slovenian request they refuse is
     * checked again with these, and answered in their words.
     */
    schemaInSlovenian?: RequestSchemas;
  }
}

/** The API's general error texts in the request's language (its `Accept-Language`). */
export function apiErrorTextsFor(request: Request): typeof apiErrorTexts {
  return textsFor(request, { en: apiErrorTexts, sl: apiErrorTextsSl });
}

type RequestRefusal = keyof typeof apiErrorTexts.request;

/** Errors Fastify raises before a handler runs, answered in words a form can show. */
const frameworkMessages: Record<string, RequestRefusal> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "tooLarge",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "notJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "emptyBody",
  FST_ERR_CTP_INVALID_JSON_BODY: "invalidJson",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "lengthMismatch",
};

/** What a log line keeps of an error (a type alias: Fastify's logger wants an open record). */
export type LoggedError = {
  type: string;
  message: string;
  /** The call frames only: a stack's first lines repeat the message. */
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
};

const EMAIL_ADDRESS = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+/g;

/**
 * The log form of an error: its type, code, message and call frames, and the same of its
 * cause. Never the request body, the query parameters a database error carries (the sender's
 * name, address and message) or any other property; an e-mail address left in a message is
 * masked. Fastify's logger uses it for every `err`.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: "(not an Error)", stack: "" };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  // Drizzle appends the statement's parameters to its message after "params:".
  const message = error.message.split(/\nparams:/)[0]!.replace(EMAIL_ADDRESS, "[e-mail]");
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  return {
    type: error.constructor.name,
    message,
    stack: frames.join("\n"),
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}

/** An API error body; `error` is the status's own reason phrase (409 Conflict, 422 Unprocessable Entity). */
export function apiError(statusCode: number, message: string, extra?: Partial<ApiError>): ApiError {
  return { statusCode, error: STATUS_CODES[statusCode] ?? "Error", message, ...extra };
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** A required field left out or left blank (after trimming). */
function isMissing(issue: ValidationIssue): boolean {
  return (
    (issue.keyword === "too_small" && issue.params.minimum === 1) ||
    (issue.keyword === "invalid_type" && issue.params.expected === "string")
  );
}

/** A zod issue as fastify-type-provider-zod hands it to Fastify. */
function validationIssue({ code, path, message, ...params }: $ZodIssue): ValidationIssue {
  return { keyword: code, instancePath: `/${path.join("/")}`, message, params };
}

const requestValues: Record<RequestPart, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/**
 * A refused request's issues in its language. Fastify checked it with the route's English
 * schemas; a Slovenian request is checked again with the route's Slovenian ones
 * (`config.schemaInSlovenian`, else its own schema), where every rule that has no words of its
 * own says `request.invalidValue` in Slovenian rather than zod's English.
 */
function issuesInLanguage(error: FastifyError, request: FastifyRequest): ValidationIssue[] {
  const issues = error.validation as ValidationIssue[];
  const part = error.validationContext;
  if (requestLocale(request) !== "sl" || !part) return issues;
  const schema =
    request.routeOptions.config.schemaInSlovenian?.[part] ?? request.routeOptions.schema?.[part];
  if (!isZodSchema(schema)) return issues;
  const value = requestValues[part](request);
  const result = safeParse(schema, value === undefined ? null : value, {
    error: () => apiErrorTextsSl.request.invalidValue,
  });
  // The same rules refuse the same values; should they not, the English words are kept.
  return result.success ? issues : result.error.issues.map(validationIssue);
}

function isZodSchema(schema: unknown): schema is $ZodType {
  return typeof schema === "object" && schema !== null && "_zod" in schema;
}

function validationAnswer(issues: ValidationIssue[], request: Request): ApiError {
  const texts = apiErrorTextsFor(request);
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, "").split("/")[0] || "body";
    fieldErrors[field] ??= issue.message || texts.request.invalidValue;
  }
  const message = issues.some(isMissing)
    ? textsFor(request, { en: formMessages, sl: formMessagesSl }).missingFields
    : (Object.values(fieldErrors)[0] ?? texts.request.invalid);
  return apiError(400, message, { fieldErrors });
}

export interface ErrorsOptions {
  siteFiles: SiteFiles | null;
  /** Samples the log lines of requests for unknown or unreadable paths. */
  unknownPathLog: LogSampler;
  /** A lost database connection is answered 503 with Retry-After, not 500. */
  databaseAvailability?: DatabaseAvailability;
}

/** Logs a request for a path the site does not have, sampled so a flood cannot fill the disk. */
function logUnknownPath(request: FastifyRequest, sampler: LogSampler, message: string): void {
  const { log, suppressedBefore } = sampler.admit();
  if (suppressedBefore > 0) {
    request.log.warn({ suppressed: suppressedBefore }, "not-found requests left out of the log");
  }
  if (log) request.log.info({ path: pathOf(request.url) }, message);
}

/** A browser asking for a page gets the site's not-found page (with this status); others JSON. */
function answerMissing(
  request: FastifyRequest,
  reply: FastifyReply,
  siteFiles: SiteFiles | null,
  status: number,
  message: string,
) {
  const page = siteFiles?.notFoundFor(pathOf(request.url) ?? "/");
  const isPage =
    (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api/");
  if (isPage && page && siteFiles) {
    reply.hijack();
    siteFiles.send(request.raw, reply.raw, page, status);
    return;
  }
  return reply.code(status).send(apiError(status, message));
}

/**
 * Fastify's `frameworkErrors`: a request it cannot route, such as a URL with a broken percent
 * escape (`/%`). No hook has run for it, so the security headers are added here.
 */
export function frameworkErrorHandler(options: ErrorsOptions & { https: boolean }) {
  const headers = securityHeaders({ https: options.https });
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(headers);
    const status = error.statusCode ?? 400;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send(apiError(500, apiErrorTextsFor(request).serverFailure));
    }
    logUnknownPath(request, options.unknownPathLog, "malformed URL");
    const message = apiErrorTextsFor(request).invalidAddress;
    return answerMissing(request, reply, options.siteFiles, status, message);
  };
}

/**
 * One shape for every error: `{ statusCode, error, message, fieldErrors? }`. Client mistakes
 * keep their 4xx status; anything unexpected is logged and answered with a plain 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance, options: ErrorsOptions) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = issuesInLanguage(error, request);
        return reply.code(400).send(validationAnswer(issues, request));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const refusal = frameworkMessages[error.code];
        const message = refusal ? apiErrorTextsFor(request).request[refusal] : error.message;
        return reply.code(status).send(apiError(status, message));
      }
      if (options.databaseAvailability && isDatabaseConnectionError(error)) {
        request.log.warn({ err: error }, "request failed: database unavailable");
        return sendDatabaseUnavailable(reply, options.databaseAvailability);
      }
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send(apiError(500, apiErrorTextsFor(request).serverFailure));
    });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      logUnknownPath(request, options.unknownPathLog, "not found");
      return answerMissing(
        request,
        reply,
        options.siteFiles,
        404,
        apiErrorTextsFor(request).notFound(request.method, request.url),
      );
    });

    app.addHook("onClose", async () => {
      const suppressed = options.unknownPathLog.drain();
      if (suppressed > 0) app.log.warn({ suppressed }, "not-found requests left out of the log");
    });
  },
  { name: "errors" },
);
