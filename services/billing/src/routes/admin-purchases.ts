import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { exportFormatSchema } from '@prop/contracts/exports';
import {
  adminPurchaseListSchema,
  adminPurchaseSchema,
  PURCHASE_SERVER_MESSAGES,
  purchaseDecisionSchema,
  purchaseIdParamSchema,
  purchaseRefundSchema,
} from '@prop/contracts/purchase';
import { actorOf } from '@prop/service-kit/actor';
import { requireAdmin } from '@prop/service-kit/caller';
import { auditedIn, oneAfterAnother, sendCsvExport, streamRows } from '@prop/service-kit/csv-export';
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { listOrCsvResponse } from '@prop/service-kit/openapi';
import { decidePurchase } from '../commands/decide-purchase.ts';
import { refundPurchase } from '../commands/refund-purchase.ts';
import type { BillingContext } from '../context.ts';
import { pendingWithBuyerQuery, processedWithBuyerQuery } from '../db/purchases.ts';
import { PURCHASE_CSV_COLUMNS } from '../domain/purchase-csv.ts';
import { loadAdminPurchase, loadAdminPurchaseList } from '../views/admin-purchases.ts';

export const adminPurchaseRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    billingEndpoints.getAdminPurchases.path,
    {
      schema: {
        querystring: exportFormatSchema,
        response: {
          200: listOrCsvResponse(adminPurchaseListSchema, 'Pending purchases, then processed ones, and the revenue'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      requireAdmin(request);
      if (request.query.format === 'csv') {
        return sendCsvExport(reply, {
          table: 'purchases',
          filters: {},
          columns: PURCHASE_CSV_COLUMNS,
          // The screen's order: the pending queue, then the processed list.
          rows: oneAfterAnother(streamRows(pendingWithBuyerQuery(ctx.db)), streamRows(processedWithBuyerQuery(ctx.db))),
          record: auditedIn(ctx.runtime, actorOf(request)),
          now: ctx.runtime.clock.now(),
        });
      }
      return loadAdminPurchaseList(ctx);
    },
  );

  app.patch(
    billingEndpoints.patchAdminPurchasesById.path,
    {
      schema: {
        params: purchaseIdParamSchema,
        body: purchaseDecisionSchema,
        response: { 200: adminPurchaseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await decidePurchase(ctx, actorOf(request), { purchaseId: request.params.id, decision: request.body });
      const purchase = await loadAdminPurchase(ctx, request.params.id);
      if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
      return purchase;
    },
  );

  app.post(
    billingEndpoints.postAdminPurchasesByIdRefund.path,
    {
      schema: {
        params: purchaseIdParamSchema,
        body: purchaseRefundSchema,
        response: { 200: adminPurchaseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      await refundPurchase(ctx, actorOf(request), { purchaseId: request.params.id, input: request.body });
      const purchase = await loadAdminPurchase(ctx, request.params.id);
      if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
      return purchase;
    },
  );
};
