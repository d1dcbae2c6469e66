import Stripe from 'stripe';
import type { Money } from '@prop/contracts/money';
import type { RefundKind } from '@prop/contracts/purchase';

export interface CheckoutRequest {
  purchaseId: string;
  transactionId: string;
  tierName: string;
  /** Charged in cents, Stripe's unit for euros. */
  price: Money;
  /** Where Stripe sends the trader after paying, or after giving up. */
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same session back, so a double click opens one session. */
  idempotencyKey: string;
}

/** A Checkout session as billing needs to know it. */
export interface CheckoutSession {
  id: string;
  url: string | null;
  status: Stripe.Checkout.Session.Status | null;
  paymentStatus: Stripe.Checkout.Session.PaymentStatus;
  amountCents: number | null;
  successUrl: string | null;
}

/**
 * What billing writes on every refund it asks for, so the charge.refunded webhook, which may
 * arrive before billing has recorded the refund itself, records it the same way.
 */
export interface RefundNote {
  purchaseId: string;
  kind: RefundKind;
  refundedBy: string;
  reason?: string;
  /** An admin's full refund that keeps the trading account open. */
  keepAccount?: boolean;
}

export interface RefundRequest {
  paymentIntentId: string;
  /** Absent: everything not refunded yet. */
  amount?: Money;
  stripeReason: Stripe.RefundCreateParams.Reason;
  note: RefundNote;
  idempotencyKey: string;
}

/** Card payments through Stripe: the calls out billing makes, and the check of what comes in (webhooks). */
export interface CardPayments {
  createCheckout: (request: CheckoutRequest) => Promise<CheckoutSession>;
  /** Null for a session Stripe does not have (made with other keys, e.g. before a switch to live ones). */
  findCheckout: (sessionId: string) => Promise<CheckoutSession | null>;
  expireCheckout: (sessionId: string) => Promise<void>;
  /** The purchase a payment intent was paid for, from the metadata billing gave it; null when it names none. */
  purchaseOfPaymentIntent: (paymentIntentId: string) => Promise<string | null>;
  refund: (request: RefundRequest) => Promise<Stripe.Refund>;
  /** A charge's refunds: Stripe no longer sends them with the charge unless asked to. */
  refundsOfCharge: (chargeId: string) => Promise<Stripe.Refund[]>;
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

function sessionOf(session: Stripe.Checkout.Session): CheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    paymentStatus: session.payment_status,
    amountCents: session.amount_total,
    successUrl: session.success_url,
  };
}

/** Stripe refuses to refund a charge that is refunded in full already: the money is back, which is what was asked. */
export function alreadyRefunded(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded';
}

/** Metadata values are text at Stripe. */
function metadataOf(note: RefundNote): Record<string, string> {
  return {
    purchaseId: note.purchaseId,
    kind: note.kind,
    refundedBy: note.refundedBy,
    ...(note.reason === undefined ? {} : { reason: note.reason }),
    ...(note.keepAccount === undefined ? {} : { keepAccount: String(note.keepAccount) }),
  };
}

export function createCardPayments(settings: StripeSettings): CardPayments {
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiUrl),
    telemetry: false,
    // Retries are sent with the request's idempotency key, so a retry never opens a second session or refund.
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
  return {
    async createCheckout(request) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.purchaseId,
          metadata: { purchaseId: request.purchaseId, transactionId: request.transactionId },
          // Charges, refunds and disputes name the payment intent: its metadata leads back to the purchase.
          payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
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
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return sessionOf(session);
    },
    async findCheckout(sessionId) {
      try {
        return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && error.code === 'resource_missing') return null;
        throw error;
      }
    },
    async expireCheckout(sessionId) {
      await stripe.checkout.sessions.expire(sessionId);
    },
    async purchaseOfPaymentIntent(paymentIntentId) {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      return intent.metadata?.purchaseId ?? null;
    },
    refund: (request) =>
      stripe.refunds.create(
        {
          payment_intent: request.paymentIntentId,
          ...(request.amount === undefined ? {} : { amount: Number(request.amount) }),
          reason: request.stripeReason,
          metadata: metadataOf(request.note),
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    async refundsOfCharge(chargeId) {
      const refunds: Stripe.Refund[] = [];
      for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) refunds.push(refund);
      return refunds;
    },
    verifyWebhook: (rawBody, signature) => stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret),
  };
}
