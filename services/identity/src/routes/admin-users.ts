import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { adminUserListSchema, adminUserSchema, adminUsersQuerySchema, idParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { deleteUser } from '../commands/delete-user.ts';
import type { IdentityContext } from '../context.ts';
import { findUserWithKyc, listUsersWithKyc } from '../db/users.ts';
import { toAdminUser } from '../domain/user-view.ts';

export const adminUserRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminUsers.path,
    {
      schema: {
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const rows = await listUsersWithKyc(ctx.db, request.query.search || undefined);
      return rows.map(toAdminUser);
    },
  );

  app.get(
    identityEndpoints.getAdminUserById.path,
    { schema: { params: idParamSchema, response: { 200: adminUserSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const row = await findUserWithKyc(ctx.db, request.params.id);
      if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
      return toAdminUser(row);
    },
  );

  app.delete(
    identityEndpoints.deleteAdminUserById.path,
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      await deleteUser(ctx, actorOf(request), request.params.id);
      return { message: 'User deleted' };
    },
  );
};
