import type Stripe from 'stripe';
import { PROCESSED_BY_STRIPE } from '@prop/contracts/purchase';
import type { BillingContext } from '../context.ts';
import { lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import { decimalToCents } from '../domain/money.ts';
import { paidCheckoutOf } from '../payments/paid-checkout.ts';
import { changePurchase } from './change-purchase.ts';

/**
 * Handles one verified Stripe event, exactly once by its id: a paid Checkout session approves its
 * purchase, unless the purchase is already approved (a second event for the same payment) or the
 * amount paid is not the purchase's price. The event is recorded in the same transaction as the
 * approval, so a failure leaves nothing recorded and Stripe's next delivery tries again.
 */
export async function confirmCardPayment(ctx: BillingContext, event: Stripe.Event): Promise<void> {
  const paid = paidCheckoutOf(event);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const first = await recordStripeEvent(trx, {
      id: event.id,
      type: event.type,
      purchaseId: paid?.purchaseId ?? null,
    });
    if (!first || !paid) return false;
    const purchase = await lockPurchase(trx, paid.purchaseId);
    if (!purchase) {
      ctx.log.warn({ stripeEventId: event.id, purchaseId: paid.purchaseId }, 'Stripe payment for an unknown purchase');
      return false;
    }
    if (paid.currency !== 'eur' || paid.amountCents !== decimalToCents(purchase.price)) {
      ctx.log.error(
        { stripeEventId: event.id, purchaseId: purchase.id, paid: paid.amountCents, currency: paid.currency },
        'Stripe payment does not match the purchase price; left for an admin',
      );
      return false;
    }
    const saved = await changePurchase(trx, purchase, {
      decision: { status: 'approved' },
      decidedBy: PROCESSED_BY_STRIPE,
      historyNotes: `Card payment confirmed by Stripe (${paid.sessionId})`,
      payment: { method: 'card', stripeSessionId: paid.sessionId },
    });
    return saved !== null;
  });
  if (changed) ctx.publishSoon();
}
