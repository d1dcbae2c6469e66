import type Stripe from 'stripe';
import { SYSTEM_AUDIT_ACTORS } from '@prop/contracts/audit';
import { PROCESSED_BY_STRIPE } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { recordDecision } from '../db/purchase-decisions.ts';
import { lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import { alreadyRefunded, type CardPayments } from '../payments/card-payments.ts';
import { refundFactsOf } from '../payments/refund-facts.ts';
import type { DuplicatePayment } from './confirm-card-payment.ts';
import { recordRefund } from './record-refund.ts';

/**
 * Gives a second payment of a purchase back to the card, in full, then records the refund and
 * the event that reported the payment. The idempotency key is the payment's, so however often
 * this runs (redeliveries, a crash after Stripe refunded) Stripe refunds it once; when Stripe's
 * key has been forgotten, Stripe refuses to refund the charge again, and the money is back all
 * the same. The charge.refunded webhook may record the refund first: it reads the same metadata.
 *
 * The purchase's history says what happened, and the audit log names Stripe as the actor: no
 * admin acted, but the back office must see money go back.
 */
export async function refundDuplicatePayment(
  ctx: BillingContext,
  card: CardPayments,
  actor: Actor,
  event: Stripe.Event,
  { purchase, payment }: DuplicatePayment,
): Promise<void> {
  let refund: Stripe.Refund | null = null;
  try {
    refund = await card.refund({
      paymentIntentId: payment.payment_intent_id,
      stripeReason: 'duplicate',
      note: { purchaseId: purchase.id, kind: 'duplicate_payment', refundedBy: PROCESSED_BY_STRIPE },
      idempotencyKey: `duplicate-${payment.payment_intent_id}`,
    });
  } catch (error) {
    // Anything else is answered with a 5xx: Stripe delivers the event again, and this runs again.
    if (!alreadyRefunded(error)) throw error;
  }
  await runCommand(ctx.runtime, actor, async (scope) => {
    const locked = await lockPurchase(scope.trx, purchase.id);
    const first = await recordStripeEvent(scope.trx, { id: event.id, type: event.type, purchaseId: purchase.id });
    if (!first || !locked) return;
    const facts = refund && refundFactsOf(refund, 'duplicate_payment');
    if (facts) await recordRefund(scope, locked, facts);
    await scope.audit(
      {
        action: 'purchase.refunded',
        target: { type: 'purchase', id: locked.id },
        before: null,
        after: {
          kind: 'duplicate_payment',
          amount: payment.amount,
          paymentIntent: payment.payment_intent_id,
          session: payment.session_id,
          refundId: refund?.id ?? null,
        },
      },
      SYSTEM_AUDIT_ACTORS.stripe,
    );
    await recordDecision(scope.trx, {
      purchaseId: locked.id,
      from: locked.status,
      to: locked.status,
      decidedBy: PROCESSED_BY_STRIPE,
      notes: `Paid twice: the second card payment (${payment.payment_intent_id}, session ${payment.session_id}) was refunded`,
    });
    ctx.log.warn(
      { purchaseId: locked.id, paymentIntentId: payment.payment_intent_id, refundId: refund?.id },
      'A purchase paid twice: the second payment was refunded',
    );
  });
}
