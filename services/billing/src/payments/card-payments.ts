import Stripe from 'stripe';
import type { Money } from '@prop/contracts/money';
import type { CardCheckout } from '@prop/contracts/purchase';

export interface CheckoutRequest {
  purchaseId: string;
  transactionId: string;
  tierName: string;
  /** Charged in cents, Stripe's unit for euros. */
  price: Money;
  /** Where Stripe sends the trader after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
}

/** Card payments through Stripe: one thin call out (Checkout) and one check of what comes in (webhooks). */
export interface CardPayments {
  createCheckout: (request: CheckoutRequest) => Promise<CardCheckout>;
  /** The verified event; throws when the signature does not match the body or is too old. */
  verifyWebhook: (rawBody: Buffer, signature: string) => Stripe.Event;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API address (a local server in tests); Stripe's own when absent. */
  apiUrl?: string;
}

function addressOf(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol } as const;
}

export function createCardPayments(settings: StripeSettings): CardPayments {
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiUrl),
    telemetry: false,
    // The SDK sends its retries with one idempotency key, so a retry never opens a second session.
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: request.purchaseId,
        metadata: { purchaseId: request.purchaseId, transactionId: request.transactionId },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: Number(request.price),
              product_data: { name: `${request.tierName} funded account` },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe returned Checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}
