import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { type DiscountedPrice, discountedPriceSchema, discountPreviewQuerySchema } from '@prop/contracts/discount-code';
import { moneyText } from '@prop/contracts/money';
import {
  PURCHASE_CURRENCY,
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
import { catalogueProduct } from '../pricing/catalogue-product.ts';
import { previewPrice } from '../pricing/discounted-price.ts';
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
    billingEndpoints.getPurchaseDiscountCode.path,
    {
      schema: {
        querystring: discountPreviewQuerySchema,
        response: { 200: discountedPriceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request): Promise<DiscountedPrice> => {
      const { code, ...choice } = request.query;
      const product = await catalogueProduct(ctx, choice);
      const priced = await previewPrice(ctx.db, code, {
        product,
        userId: requireTrader(request).userId,
        now: ctx.runtime.clock.now(),
      });
      return {
        code: priced.code.code,
        listPrice: moneyText(priced.listPrice),
        discount: moneyText(priced.discount),
        price: moneyText(priced.paid),
        currency: PURCHASE_CURRENCY,
      };
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
