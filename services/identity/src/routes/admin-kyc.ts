import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { kycDecided } from '@prop/contracts/events/identity';
import { kycDecisionSchema, kycRecordSchema } from '@prop/contracts/kyc';
import { idParamSchema, userIdParamSchema } from '@prop/contracts/user';
import { requireAdmin } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import { recordAdminAction } from '@prop/service-kit/audit';
import { writeEvent } from '@prop/service-kit/outbox';
import type { IdentityContext } from '../context.ts';
import { findKyc, listKyc, lockKyc, recordKycDecision } from '../db/kyc.ts';
import { documentUploadedAfterDecision } from '../domain/kyc-rules.ts';
import { toKycRecord } from '../domain/kyc-view.ts';
import { errorResponses } from '@prop/service-kit/error-responses';

export const adminKycRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    '/api/admin/kyc',
    { schema: { response: { 200: z.array(kycRecordSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
      return (await listKyc(ctx.db)).map(toKycRecord);
    },
  );

  app.get(
    '/api/admin/user/kyc/:id',
    { schema: { params: idParamSchema, response: { 200: kycRecordSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const kyc = await findKyc(ctx.db, request.params.id);
      if (!kyc) throw notFound(AUTH_MESSAGES.userNotFound);
      return toKycRecord(kyc);
    },
  );

  app.put(
    '/api/admin/kyc/:userId',
    {
      schema: {
        params: userIdParamSchema,
        body: kycDecisionSchema,
        response: { 200: kycRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const { userId } = request.params;
      const { status, reason } = request.body;
      await ctx.db.transaction().execute(async (trx) => {
        const current = await lockKyc(trx, userId);
        if (!current) throw notFound(AUTH_MESSAGES.userNotFound);
        if (current.status === status) return;
        const decision = { userId, from: current.status, to: status, decidedBy: admin.userId, reason: reason || null };
        await recordKycDecision(trx, decision, documentUploadedAfterDecision(status, current.has_documents));
        await writeEvent(trx, kycDecided, decision);
        await recordAdminAction(trx, request, 'identity', {
          action: 'kyc.decided',
          target: { type: 'user', id: userId },
          before: { status: current.status },
          after: { status, reason: decision.reason },
        });
      });
      ctx.publishSoon();
      const kyc = await findKyc(ctx.db, userId);
      if (!kyc) throw notFound(AUTH_MESSAGES.userNotFound);
      return toKycRecord(kyc);
    },
  );
};
