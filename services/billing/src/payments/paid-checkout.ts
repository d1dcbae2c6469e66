import type Stripe from 'stripe';
import type { CardPaymentState } from '@prop/contracts/purchase';

/** A Checkout session whose payment has arrived, as far as billing needs to know it. */
export interface PaidCheckout {
  purchaseId: string;
  sessionId: string;
  paymentIntentId: string;
  amountCents: number | null;
  currency: string | null;
}

/** A Checkout session that ended without paying: the trader may pay again. */
export interface EndedCheckout {
  purchaseId: string;
  sessionId: string;
  state: Exclude<CardPaymentState, 'open'>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Billing's purchase ids are UUIDs; anything else in Stripe's metadata is not billing's. */
export const isPurchaseId = (value: string | null | undefined): value is string => UUID.test(value ?? '');

/** Stripe sends a related object as its id, or whole when it was expanded. */
export function idOf(related: string | { id: string } | null | undefined): string | null {
  if (related === null || related === undefined) return null;
  return typeof related === 'string' ? related : related.id;
}

function purchaseOf(session: Stripe.Checkout.Session): string | null {
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId;
  return isPurchaseId(purchaseId) ? purchaseId : null;
}

/**
 * The paid Checkout session an event reports, or null for every other event. A card payment
 * completes with `checkout.session.completed` and payment_status 'paid'; a delayed method
 * completes unpaid and is paid with `checkout.session.async_payment_succeeded`. A session in
 * payment mode is paid through a payment intent, which refunds and disputes name later.
 */
export function paidCheckoutOf(event: Stripe.Event): PaidCheckout | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return null;
  }
  const session = event.data.object;
  if (session.payment_status !== 'paid') return null;
  const purchaseId = purchaseOf(session);
  const paymentIntentId = idOf(session.payment_intent);
  if (!purchaseId || !paymentIntentId) return null;
  return {
    purchaseId,
    sessionId: session.id,
    paymentIntentId,
    amountCents: session.amount_total,
    currency: session.currency,
  };
}

/** The session an event says ended unpaid (declined later, or expired), or null. */
export function endedCheckoutOf(event: Stripe.Event): EndedCheckout | null {
  if (event.type !== 'checkout.session.async_payment_failed' && event.type !== 'checkout.session.expired') {
    return null;
  }
  const purchaseId = purchaseOf(event.data.object);
  if (!purchaseId) return null;
  const state = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
  return { purchaseId, sessionId: event.data.object.id, state };
}
