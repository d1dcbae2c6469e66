import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { consentInputSchema, deletionRequestSchema, PRIVACY_MESSAGES, userExportSchema } from '@prop/contracts/privacy';
import { currentUserSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound, unauthorized } from '@prop/service-kit/errors';
import { changeConsent } from '../commands/change-consent.ts';
import { requestDeletion } from '../commands/request-deletion.ts';
import type { IdentityContext } from '../context.ts';
import { deletionRequestsOf } from '../db/deletion-requests.ts';
import { findKyc } from '../db/kyc.ts';
import { listDocuments } from '../db/kyc-documents.ts';
import { findUserById } from '../db/users.ts';
import { exportFileName, toDeletionRequest, toUserExport } from '../domain/user-export.ts';
import { toCurrentUser } from '../domain/user-view.ts';

/** The trader's say over their data: marketing consent, a copy of what is held, and deletion. */
export const privacyRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.put(
    identityEndpoints.putUserConsent.path,
    { schema: { body: consentInputSchema, response: { 200: currentUserSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      requireTrader(request);
      return toCurrentUser(await changeConsent(ctx, actorOf(request), request.body.marketingConsent));
    },
  );

  app.get(
    identityEndpoints.getUserExport.path,
    { schema: { response: { 200: userExportSchema, ...errorResponses(401, 403, 503) } } },
    async (request, reply) => {
      const { userId, sessionId } = requireTrader(request);
      const now = ctx.runtime.clock.now();
      const [user, kyc, documents, sessions, deletionRequests, services] = await Promise.all([
        findUserById(ctx.db, userId),
        findKyc(ctx.db, userId),
        listDocuments(ctx.db, userId),
        ctx.sessions.store.listForUser(userId, now.getTime()),
        deletionRequestsOf(ctx.db, userId),
        ctx.gatherUserData(userId),
      ]);
      if (!user) throw unauthorized();
      const kycState = kyc ?? { status: 'pending' as const, rejection_reason: null, submitted_at: null };
      reply.header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
      return toUserExport({ user, kyc: kycState, documents, sessions, deletionRequests, services }, sessionId, now);
    },
  );

  app.get(
    identityEndpoints.getUserDeletionRequest.path,
    { schema: { response: { 200: deletionRequestSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      const [latest] = await deletionRequestsOf(ctx.db, requireTrader(request).userId);
      if (!latest) throw notFound(PRIVACY_MESSAGES.noDeletionRequest);
      return toDeletionRequest(latest);
    },
  );

  app.post(
    identityEndpoints.postUserDeletionRequest.path,
    { schema: { response: { 202: deletionRequestSchema, ...errorResponses(401, 403, 409) } } },
    async (request, reply) => {
      requireTrader(request);
      const created = await requestDeletion(ctx, actorOf(request));
      return reply.code(202).send(toDeletionRequest(created));
    },
  );
};
