import type Stripe from 'stripe';
import { moneyOf } from '@prop/contracts/money';
import { PROCESSED_BY_STRIPE } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import { paidCheckoutOf } from '../payments/paid-checkout.ts';
import { changePurchase } from './change-purchase.ts';

/**
 * Handles one verified Stripe event, exactly once by its id: a paid Checkout session approves its
 * purchase, unless the purchase is already approved (a second event for the same payment) or the
 * amount paid is not the purchase's price. The event is recorded in the same transaction as the
 * approval, so a failure leaves nothing recorded and Stripe's next delivery tries again.
 */
export async function confirmCardPayment(ctx: BillingContext, actor: Actor, event: Stripe.Event): Promise<void> {
  const paid = paidCheckoutOf(event);
  await runCommand(ctx.runtime, actor, async (scope) => {
    const first = await recordStripeEvent(scope.trx, {
      id: event.id,
      type: event.type,
      purchaseId: paid?.purchaseId ?? null,
    });
    if (!first || !paid) return;
    const purchase = await lockPurchase(scope.trx, paid.purchaseId);
    if (!purchase) {
      ctx.log.warn({ stripeEventId: event.id, purchaseId: paid.purchaseId }, 'Stripe payment for an unknown purchase');
      return;
    }
    if (paid.currency !== 'eur' || paid.amountCents === null || BigInt(paid.amountCents) !== moneyOf(purchase.price)) {
      ctx.log.error(
        { stripeEventId: event.id, purchaseId: purchase.id, paid: paid.amountCents, currency: paid.currency },
        'Stripe payment does not match the purchase price; left for an admin',
      );
      return;
    }
    await changePurchase(scope, purchase, {
      decision: { status: 'approved' },
      decidedBy: PROCESSED_BY_STRIPE,
      historyNotes: `Card payment confirmed by Stripe (${paid.sessionId})`,
      payment: { method: 'card', stripeSessionId: paid.sessionId },
    });
  });
}
