import type Stripe from 'stripe';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { endCheckoutSession, lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import type { EndedCheckout } from '../payments/paid-checkout.ts';

/**
 * A Checkout session ended unpaid: a delayed method was declined, or the session expired. The
 * trader sees it and may pay again (starting a checkout then opens a new session). A session the
 * purchase no longer pays through (replaced, or the purchase decided) changes nothing.
 */
export async function noteCheckoutEnded(
  ctx: BillingContext,
  actor: Actor,
  event: Stripe.Event,
  ended: EndedCheckout,
): Promise<void> {
  await runCommand(ctx.runtime, actor, async ({ trx }) => {
    const purchase = await lockPurchase(trx, ended.purchaseId);
    const first = await recordStripeEvent(trx, { id: event.id, type: event.type, purchaseId: ended.purchaseId });
    if (!first || !purchase) return;
    await endCheckoutSession(trx, purchase.id, ended.sessionId, ended.state);
  });
}
