import type Stripe from 'stripe';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { rememberCharge } from '../db/card-payments.ts';
import { lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import { idOf } from '../payments/paid-checkout.ts';
import { purchaseOfPayment } from '../payments/purchase-of-payment.ts';
import { refundFactsOf } from '../payments/refund-facts.ts';
import { recordRefund } from './record-refund.ts';

/**
 * `charge.refunded`: the charge's refunds so far. Each refund billing has not recorded yet is
 * recorded and announced: one billing asked for (its webhook overtook the command that asked)
 * as its metadata says, any other as a refund made in Stripe's dashboard. Refunds recorded
 * already change nothing, so the event may come in any order and any number of times.
 */
export async function recordChargeRefunds(
  ctx: BillingContext,
  card: CardPayments,
  actor: Actor,
  event: Stripe.ChargeRefundedEvent,
): Promise<void> {
  const charge = event.data.object;
  const paymentIntentId = idOf(charge.payment_intent);
  const purchaseId = paymentIntentId ? await purchaseOfPayment(ctx, card, paymentIntentId) : null;
  // Stripe sends a charge without its refunds unless the endpoint asked for them.
  const refunds =
    purchaseId === null
      ? []
      : charge.refunds && !charge.refunds.has_more
        ? charge.refunds.data
        : await card.refundsOfCharge(charge.id);
  await runCommand(ctx.runtime, actor, async (scope) => {
    const purchase = purchaseId === null ? undefined : await lockPurchase(scope.trx, purchaseId);
    const first = await recordStripeEvent(scope.trx, { id: event.id, type: event.type, purchaseId });
    if (!first || !purchase || !paymentIntentId) return;
    await rememberCharge(scope.trx, paymentIntentId, charge.id);
    // Stripe lists the newest first; recorded oldest first, they are shown in the order they were made.
    for (const refund of [...refunds].sort((a, b) => a.created - b.created)) {
      const facts = refundFactsOf(refund, 'stripe');
      if (facts) await recordRefund(scope, purchase, facts);
    }
  });
}
