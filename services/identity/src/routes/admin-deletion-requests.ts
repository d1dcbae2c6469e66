import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { adminDeletionRequestListSchema, PRIVACY_MESSAGES } from '@prop/contracts/privacy';
import { userIdParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { confirmDeletionRequest, rejectDeletionRequest } from '../commands/decide-deletion-request.ts';
import type { IdentityContext } from '../context.ts';
import { listDeletionRequests } from '../db/deletion-requests.ts';
import { toDeletionRequest } from '../domain/user-export.ts';

const messageResponse = z.object({ message: z.string() });
const decisionSchema = {
  params: userIdParamSchema,
  response: { 200: messageResponse, ...errorResponses(401, 403, 404) },
};

/** Traders' requests to delete their account, for an admin to grant or turn down. */
export const adminDeletionRequestRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminDeletionRequests.path,
    { schema: { response: { 200: adminDeletionRequestListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
      const rows = await listDeletionRequests(ctx.db);
      return rows.map((row) => ({
        ...toDeletionRequest(row),
        userId: row.user_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        decidedBy: row.decided_by,
      }));
    },
  );

  app.post(identityEndpoints.postAdminDeletionRequestConfirm.path, { schema: decisionSchema }, async (request) => {
    requireAdmin(request);
    await confirmDeletionRequest(ctx, actorOf(request), request.params.userId);
    return { message: PRIVACY_MESSAGES.deletionConfirmed };
  });

  app.post(identityEndpoints.postAdminDeletionRequestReject.path, { schema: decisionSchema }, async (request) => {
    requireAdmin(request);
    await rejectDeletionRequest(ctx, actorOf(request), request.params.userId);
    return { message: PRIVACY_MESSAGES.deletionRejected };
  });
};
