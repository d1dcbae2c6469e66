import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
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
import { errorResponses } from '@prop/service-kit/error-responses';
import { notFound } from '@prop/service-kit/errors';
import { decidePurchase } from '../commands/decide-purchase.ts';
import { refundPurchase } from '../commands/refund-purchase.ts';
import type { BillingContext } from '../context.ts';
import { loadAdminPurchase, loadAdminPurchaseList } from '../views/admin-purchases.ts';

export const adminPurchaseRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  app.get(
    billingEndpoints.getAdminPurchases.path,
    { schema: { response: { 200: adminPurchaseListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      requireAdmin(request);
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
