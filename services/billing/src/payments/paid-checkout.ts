import type Stripe from 'stripe';

/** A Checkout session whose payment has arrived, as far as billing needs to know it. */
export interface PaidCheckout {
  purchaseId: string;
  sessionId: string;
  amountCents: number | null;
  currency: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The paid Checkout session an event reports, or null for every other event. A card payment
 * completes with `checkout.session.completed` and payment_status 'paid'; a delayed method
 * completes unpaid and is paid with `checkout.session.async_payment_succeeded`.
 */
export function paidCheckoutOf(event: Stripe.Event): PaidCheckout | null {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') {
    return null;
  }
  const session = event.data.object;
  if (session.payment_status !== 'paid') return null;
  const purchaseId = session.client_reference_id ?? session.metadata?.purchaseId ?? '';
  if (!UUID.test(purchaseId)) return null;
  return { purchaseId, sessionId: session.id, amountCents: session.amount_total, currency: session.currency };
}
