import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { adminUserListSchema, adminUserSchema, adminUsersQuerySchema, idParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { deleteUser } from '../commands/delete-user.ts';
import type { IdentityContext } from '../context.ts';
import { findUserWithKyc, listUsersWithKyc, usersWithKycQuery } from '../db/users.ts';
import { USER_CSV_COLUMNS } from '../domain/user-csv.ts';
import { toAdminUser } from '../domain/user-view.ts';

export const adminUserRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminUsers.path,
    {
      schema: {
        querystring: adminUsersQuerySchema,
        response: {
          200: listOrCsvResponse(adminUserListSchema, 'The users matching the search, newest first'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      const { format, ...filters } = request.query;
      const search = filters.search || undefined;
      if (format === 'csv') {
        return sendCsvExport(reply, {
          table: 'users',
          filters,
          columns: USER_CSV_COLUMNS,
          rows: streamRows(usersWithKycQuery(ctx.db, search), toAdminUser),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return (await listUsersWithKyc(ctx.db, search)).map(toAdminUser);
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
