import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../../../db/client";
import { apiErrorSchema } from "../../../../core/schemas/api-error";
import {
  createUserSchema,
  createUserSchemaWith,
  managedUserSchema,
  updateUserSchema,
  updateUserSchemaWith,
  userListQuerySchema,
  userListQuerySchemaWith,
  userListSchema,
  userSummarySchema,
} from "../../../../core/schemas/admin-users";
import {
  listQueryMessages as listQueryMessagesSl,
  userFieldMessages as userFieldMessagesSl,
} from "../../../../core/texts/admin-validation.sl";
import type { Clock } from "../../../clock";
import {
  createUser,
  deleteUser,
  listUsers,
  resetUserPassword,
  updateUser,
  userSummary,
  type Actor,
  type UserChangeRefusal,
} from "../../../accounts/user-management";
import { apiError } from "../../../plugins/errors";
import { apiErrorTexts } from "../../../../core/texts/api-errors";
import { apiErrorTexts as apiErrorTextsSl } from "../../../../core/texts/api-errors.sl";
import { passwordMessages } from "../../../../core/texts/passwords";
import { passwordMessages as passwordMessagesSl } from "../../../../core/texts/passwords.sl";
import { twoFactorTexts } from "../../../../core/texts/two-factor";
import { twoFactorTexts as twoFactorTextsSl } from "../../../../core/texts/two-factor.sl";
import { removeTwoFactorOf } from "../../../accounts/two-factor";
import { textsFor, type InEachLanguage } from "../../../http/request-locale";
import { passwordRefusal } from "../../../http/password-refusal";

export interface AdminUserRouteOptions {
  db: Database;
  clock: Clock;
}

const userIdParamsWith = (texts: typeof apiErrorTexts) =>
  z.object({ userId: z.uuid({ error: texts.users.unknown }) });
const userIdParams = userIdParamsWith(apiErrorTexts);

/** The requests' rules in Slovenian words, for a Slovenian page's refusals (plugins/errors.ts). */
const inSlovenian = {
  userListQuery: userListQuerySchemaWith(listQueryMessagesSl),
  createUser: createUserSchemaWith(userFieldMessagesSl),
  updateUser: updateUserSchemaWith(userFieldMessagesSl),
  userIdParams: userIdParamsWith(apiErrorTextsSl),
};

/** The refusals' words in each language; a request gets its own (server/http/request-locale.ts). */
const refusalTexts: InEachLanguage<
  typeof apiErrorTexts.users & { weakPassword: string; twoFactorNotOn: string }
> = {
  en: {
    ...apiErrorTexts.users,
    weakPassword: passwordMessages.weak,
    twoFactorNotOn: twoFactorTexts.answers.notOn,
  },
  sl: {
    ...apiErrorTextsSl.users,
    weakPassword: passwordMessagesSl.weak,
    twoFactorNotOn: twoFactorTextsSl.answers.notOn,
  },
};

const refusals = {
  "not-found": [404, "gone"],
  duplicate: [409, "duplicate"],
  "last-admin": [409, "lastAdmin"],
  "admin-row": [403, "adminRow"],
} as const;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
};

/** Admin user management as REST (docs/rules.md#admin-panel). Every route needs an admin. */
export const adminUserRoutes: FastifyPluginAsyncZod<AdminUserRouteOptions> = async (
  app,
  options,
) => {
  const { db, clock } = options;
  app.addHook("onRequest", app.requireAdmin);

  const actorOf = (session: { userId: string; email: string } | null): Actor => ({
    userId: session!.userId,
    email: session!.email,
  });

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: UserChangeRefusal) => {
    const texts = textsFor(request, refusalTexts);
    if (refusal.reason === "weak-password") {
      // The 422 answer carries every policy failure in `fieldErrors`.
      return reply.code(422).send(
        apiError(422, texts.weakPassword, {
          fieldErrors: { password: passwordRefusal(request, refusal.verdict) },
        }),
      );
    }
    const [status, text] = refusals[refusal.reason];
    return reply.code(status).send(apiError(status, texts[text]));
  };

  app.get(
    "/api/admin/users",
    {
      schema: {
        summary: "A page of users, searchable (e-mail, name, company) and sortable",
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
      config: { schemaInSlovenian: { querystring: inSlovenian.userListQuery } },
    },
    async (request) => {
      const query = request.query;
      const result = await listUsers(db, query);
      return { ...result, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    "/api/admin/users/summary",
    {
      schema: {
        summary: "Total users, admin users and total logins, over every user",
        response: { 200: userSummarySchema, ...errors },
      },
    },
    async () => userSummary(db),
  );

  app.post(
    "/api/admin/users",
    {
      schema: {
        summary: "Create a user; an empty password is generated and answered once",
        body: createUserSchema,
        response: {
          201: z.object({ user: managedUserSchema, password: z.string() }),
          ...errors,
        },
      },
      config: { schemaInSlovenian: { body: inSlovenian.createUser } },
    },
    async (request, reply) => {
      const { email, password, fullName, company, role } = request.body;
      const result = await createUser(
        db,
        actorOf(request.session),
        {
          email,
          password: password || undefined,
          fullName: fullName || null,
          company: company || null,
          role,
        },
        clock.now(),
      );
      if (!result.ok) return refuse(request, reply, result);
      return reply.code(201).send({ user: result.user, password: result.password });
    },
  );

  app.patch(
    "/api/admin/users/:userId",
    {
      schema: {
        summary: "Edit name, company, role, and the password if given",
        params: userIdParams,
        body: updateUserSchema,
        response: { 200: z.object({ user: managedUserSchema }), ...errors },
      },
      config: {
        schemaInSlovenian: { params: inSlovenian.userIdParams, body: inSlovenian.updateUser },
      },
    },
    async (request, reply) => {
      const { password, fullName, company, role } = request.body;
      const result = await updateUser(
        db,
        actorOf(request.session),
        request.params.userId,
        {
          ...(fullName !== undefined ? { fullName: fullName || null } : {}),
          ...(company !== undefined ? { company: company || null } : {}),
          ...(role !== undefined ? { role } : {}),
          ...(password ? { password } : {}),
        },
        clock.now(),
      );
      if (!result.ok) return refuse(request, reply, result);
      app.mailOutbox.wake();
      return { user: result.user };
    },
  );

  app.post(
    "/api/admin/users/:userId/reset-password",
    {
      schema: {
        summary: "Set a generated password, answered once; the user's sessions end",
        params: userIdParams,
        response: {
          200: z.object({ user: managedUserSchema, newPassword: z.string() }),
          ...errors,
        },
      },
      config: { schemaInSlovenian: { params: inSlovenian.userIdParams } },
    },
    async (request, reply) => {
      const result = await resetUserPassword(
        db,
        actorOf(request.session),
        request.params.userId,
        clock.now(),
      );
      if (!result.ok) return refuse(request, reply, result);
      app.mailOutbox.wake();
      return { user: result.user, newPassword: result.newPassword };
    },
  );

  app.delete(
    "/api/admin/users/:userId",
    {
      schema: {
        summary: "Delete a partner (admin accounts cannot be deleted)",
        params: userIdParams,
        response: { 204: z.null(), ...errors },
      },
      config: { schemaInSlovenian: { params: inSlovenian.userIdParams } },
    },
    async (request, reply) => {
      const result = await deleteUser(
        db,
        actorOf(request.session),
        request.params.userId,
        clock.now(),
      );
      if (!result.ok) return refuse(request, reply, result);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    "/api/admin/users/:userId/two-factor",
    {
      schema: {
        summary: "Remove an account's two-factor sign-in (its owner lost their phone)",
        description:
          "Audited; the owner is e-mailed. The account then signs in with its password alone until it sets two-factor sign-in up again. 404 when it has none.",
        params: userIdParams,
        response: { 204: z.null(), ...errors },
      },
      config: { schemaInSlovenian: { params: inSlovenian.userIdParams } },
    },
    async (request, reply) => {
      const removed = await removeTwoFactorOf(
        db,
        actorOf(request.session),
        request.params.userId,
        clock.now(),
      );
      if (!removed) {
        return reply.code(404).send(apiError(404, textsFor(request, refusalTexts).twoFactorNotOn));
      }
      app.mailOutbox.wake();
      return reply.code(204).send(null);
    },
  );
};
