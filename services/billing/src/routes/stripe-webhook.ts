import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { actorOf } from '@prop/service-kit/actor';
import { errorResponses } from '@prop/service-kit/error-responses';
import { badRequest, notFound } from '@prop/service-kit/errors';
import { handleStripeEvent } from '../commands/handle-stripe-event.ts';
import type { BillingContext } from '../context.ts';

/** Stripe's events are a few kilobytes; this leaves ample room without inviting large bodies. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Stripe's webhook: public (the gateway asks no session), trusted only through its signature.
 * The signature covers the exact bytes Stripe sent, so this plugin keeps the body raw: its own
 * parser, scoped to this plugin, replaces the JSON one.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<BillingContext> = async (app, ctx) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    billingEndpoints.postBillingStripeWebhook.path,
    { schema: { response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) } } },
    async (request) => {
      // Without Stripe there is no webhook: a 404, not a 5xx that reads as our failure.
      if (!ctx.card) throw notFound(PURCHASE_SERVER_MESSAGES.cardUnavailable);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest(PURCHASE_SERVER_MESSAGES.badSignature);
      }
      let event: ReturnType<typeof ctx.card.verifyWebhook>;
      try {
        event = ctx.card.verifyWebhook(request.body, signature);
      } catch (error) {
        // The reason only: the error also carries the whole body, which may name the paying customer.
        request.log.warn({ reason: (error as Error).message }, 'Stripe webhook refused');
        throw badRequest(PURCHASE_SERVER_MESSAGES.badSignature);
      }
      await handleStripeEvent(ctx, ctx.card, actorOf(request), event);
      return { received: true as const };
    },
  );
};
