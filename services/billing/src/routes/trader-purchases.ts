import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import {
  cardCheckoutSchema,
  purchaseIdParamSchema,
  purchaseSubmitSchema,
  traderPurchaseSchema,
} from '@prop/contracts/purchase';
import { actorOf } from '@prop/service-kit/actor';
import { requireTrader } from '@prop/service-kit/caller';
import { errorResponses } from '@prop/service-kit/error-responses';
import { createPurchase } from '../commands/create-purchase.ts';
import { startCardCheckout } from '../commands/start-card-checkout.ts';
import type { BillingContext } from '../context.ts';
import { loadTraderPurchases, traderView } from '../views/trader-purchases.ts';
import { IDEMPOTENCY_KEY_HEADER, optionalIdempotencyHeadersSchema } from '@prop/contracts/idempotency';

export const traderPurchaseRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  // Who may call is settled before the body is read: a wrong caller learns nothing about the payload.
  app.addHook('onRequest', async (request) => {
    requireTrader(request);
  });

  app.post(
    billingEndpoints.postPurchaseFundingAccount.path,
    {
      schema: {
        body: purchaseSubmitSchema,
        headers: optionalIdempotencyHeadersSchema,
        response: { 201: traderPurchaseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createPurchase(ctx, actorOf(request), {
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      return reply.code(201).send(traderView(ctx, row));
    },
  );

  app.get(
    billingEndpoints.getPurchaseHistory.path,
    { schema: { response: { 200: z.array(traderPurchaseSchema), ...errorResponses(401, 403) } } },
    async (request) => loadTraderPurchases(ctx, requireTrader(request).userId),
  );

  app.post(
    billingEndpoints.postPurchaseByIdCheckout.path,
    {
      schema: {
        params: purchaseIdParamSchema,
        response: { 201: cardCheckoutSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request, reply) => {
      const checkout = await startCardCheckout(ctx, actorOf(request), { purchaseId: request.params.id });
      return reply.code(201).send(checkout);
    },
  );
};
