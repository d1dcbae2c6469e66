import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { exportFormatSchema } from '@prop/contracts/exports';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { kycDecisionSchema, kycRecordSchema } from '@prop/contracts/kyc';
import { idParamSchema, userIdParamSchema } from '@prop/contracts/user';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { decideKyc } from '../commands/decide-kyc.ts';
import type { IdentityContext } from '../context.ts';
import { findKyc, kycQueueQuery, listKyc } from '../db/kyc.ts';
import { KYC_CSV_COLUMNS } from '../domain/kyc-csv.ts';
import { toKycRecord } from '../domain/kyc-view.ts';

export const adminKycRoutes: FastifyPluginAsyncZod<IdentityContext> = async (app, ctx) => {
  app.get(
    identityEndpoints.getAdminKyc.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(z.array(kycRecordSchema), 'Every KYC record, last changed first'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      if (request.query.format === 'csv') {
        return sendCsvExport(reply, {
          table: 'kyc',
          filters: {},
          columns: KYC_CSV_COLUMNS,
          rows: streamRows(kycQueueQuery(ctx.db), toKycRecord),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return (await listKyc(ctx.db)).map(toKycRecord);
    },
  );

  app.get(
    identityEndpoints.getAdminUserKycById.path,
    { schema: { params: idParamSchema, response: { 200: kycRecordSchema, ...errorResponses(401, 403, 404) } } },
    async (request) => {
      requireAdmin(request);
      const kyc = await findKyc(ctx.db, request.params.id);
      if (!kyc) throw notFound(AUTH_MESSAGES.userNotFound);
      return toKycRecord(kyc);
    },
  );

  app.put(
    identityEndpoints.putAdminKycByUserId.path,
    {
      schema: {
        params: userIdParamSchema,
        body: kycDecisionSchema,
        response: { 200: kycRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      const { userId } = request.params;
      await decideKyc(ctx, actorOf(request), { userId, ...request.body });
      const kyc = await findKyc(ctx.db, userId);
      if (!kyc) throw notFound(AUTH_MESSAGES.userNotFound);
      return toKycRecord(kyc);
    },
  );
};
