import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { userDeleted } from '@prop/contracts/events/identity';
import { adminUserListSchema, adminUserSchema, adminUsersQuerySchema, idParamSchema } from '@prop/contracts/user';
import { requireAdmin } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import { recordAdminAction } from '@prop/service-kit/audit';
import { writeEvent } from '@prop/service-kit/outbox';
import type { IdentityContext } from '../context.ts';
import { lockKyc } from '../db/kyc.ts';
import { documentKeysOf } from '../db/kyc-documents.ts';
import { deleteUser, findUserWithKyc, listUsersWithKyc } from '../db/users.ts';
import { toAdminUser } from '../domain/user-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const adminUserRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    '/api/admin/users',
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
    '/api/admin/user/:id',
    { schema: { params: idParamSchema, response: { 200: adminUserSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const row = await findUserWithKyc(ctx.db, request.params.id);
      if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
      return toAdminUser(row);
    },
  );

  app.delete(
    '/api/admin/user/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const userId = request.params.id;
      const deleted = await ctx.db.transaction().execute(async (trx) => {
        // Locked first, as an upload locks it: one finishing now waits, then finds the user gone
        // and removes its own files, so no file escapes the list read here.
        await lockKyc(trx, userId);
        const documentKeys = await documentKeysOf(trx, userId);
        const removed = await deleteUser(trx, userId);
        if (!removed) return null;
        await writeEvent(trx, userDeleted, { userId, deletedBy: admin.userId });
        await recordAdminAction(trx, request, 'identity', {
          action: 'user.deleted',
          target: { type: 'user', id: userId },
          before: { email: removed.email, documents: documentKeys.length },
          after: null,
        });
        return { documentKeys };
      });
      if (!deleted) throw notFound(AUTH_MESSAGES.userNotFound);
      await ctx.sessions.store.revokeAllForUser(userId);
      ctx.publishSoon();
      // Files go after the commit (their rows went with the user, by cascade): a failed commit
      // then never leaves rows naming deleted files, and a failed file delete leaves only
      // ciphertext whose IV is gone, logged with its key for cleanup.
      await ctx.documents.discard(deleted.documentKeys);
      return { message: 'User deleted' };
    },
  );
};
