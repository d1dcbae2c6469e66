import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { exportFormatSchema } from '@prop/contracts/exports';
import { idParamSchema } from '@prop/contracts/user';
import {
  withdrawalDecisionSchema,
  withdrawalRequestListSchema,
  withdrawalRequestSchema,
} from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, oneAfterAnother, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { decideWithdrawal } from '../commands/decide-withdrawal.ts';
import type { PayoutsContext } from '../context.ts';
import {
  findWithUser,
  listOfUserWithUser,
  listPendingWithUsers,
  listProcessedWithUsers,
  pendingWithUsersQuery,
  processedWithUsersQuery,
} from '../db/admin-lists.ts';
import { WITHDRAWAL_CSV_COLUMNS } from '../domain/withdrawal-csv.ts';
import { toAdminWithdrawalRequest } from '../domain/withdrawal-view.ts';

export const adminWithdrawalRoutes: FastifyPluginAsyncZod<PayoutsContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    payoutsEndpoints.getAdminWithdrawalRequests.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(withdrawalRequestListSchema, 'Pending requests oldest first, then processed ones'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        return sendCsvExport(reply, {
          table: 'withdrawals',
          filters: {},
          columns: WITHDRAWAL_CSV_COLUMNS,
          // The order the screen shows, every processed request included: pending, then processed.
          rows: oneAfterAnother(streamRows(pendingWithUsersQuery(ctx.db)), streamRows(processedWithUsersQuery(ctx.db))),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.clock.now(),
        });
      }
      const [pending, processed] = await Promise.all([listPendingWithUsers(ctx.db), listProcessedWithUsers(ctx.db)]);
      return [...pending, ...processed].map(toAdminWithdrawalRequest);
    },
  );

  app.put(
    payoutsEndpoints.putAdminWithdrawalById.path,
    {
      schema: {
        params: idParamSchema,
        body: withdrawalDecisionSchema,
        response: { 200: withdrawalRequestSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await decideWithdrawal(ctx, actorOf(request), { requestId: request.params.id, decision: request.body });
      const decided = await findWithUser(ctx.db, request.params.id);
      if (!decided) throw notFound(WITHDRAWAL_MESSAGES.notFound);
      return toAdminWithdrawalRequest(decided);
    },
  );

  app.get(
    payoutsEndpoints.getAdminUserWithdrawalsById.path,
    {
      schema: {
        params: idParamSchema,
        response: { 200: withdrawalRequestListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const rows = await listOfUserWithUser(ctx.db, request.params.id);
      return rows.map(toAdminWithdrawalRequest);
    },
  );
};
