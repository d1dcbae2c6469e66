import type Stripe from 'stripe';
import { moneyOf, moneyText } from '@prop/contracts/money';
import { PROCESSED_BY_STRIPE } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { findCardPayment, recordCardPayment } from '../db/card-payments.ts';
import { acceptCardPayment, lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent, stripeEventSeen } from '../db/stripe-events.ts';
import type { CardPaymentRow, PurchaseRow } from '../db/types.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import type { PaidCheckout } from '../payments/paid-checkout.ts';
import { cardPayments } from '../payments/payment-metrics.ts';
import { changePurchase } from './change-purchase.ts';
import { refundDuplicatePayment } from './refund-duplicate-payment.ts';

/** A payment of a purchase that another payment intent paid already. */
export interface DuplicatePayment {
  purchase: PurchaseRow;
  payment: CardPaymentRow;
}

/**
 * A paid Checkout session, exactly once by its event's id: the first payment intent that pays a
 * purchase is its payment and approves it; the event is recorded in the same transaction, so a
 * failure leaves nothing recorded and Stripe's next delivery tries again. A payment whose amount
 * or currency is not the purchase's price is left for an admin.
 *
 * Any other payment intent paying the same purchase (a second session paid) is a duplicate and
 * goes back to the card. It is recorded as a duplicate first, and its event only once the money is
 * back: a failure in between leaves the event unrecorded, and the next delivery, meeting the payment
 * already judged a duplicate, asks Stripe for the same refund again under the same idempotency key.
 */
export async function confirmCardPayment(
  ctx: BillingContext,
  card: CardPayments,
  actor: Actor,
  event: Stripe.Event,
  paid: PaidCheckout,
): Promise<void> {
  const duplicate = await runCommand(ctx.runtime, actor, async (scope): Promise<DuplicatePayment | null> => {
    const purchase = await lockPurchase(scope.trx, paid.purchaseId);
    // After the lock: a delivery racing this one has committed by now, or waits for this one.
    if (await stripeEventSeen(scope.trx, event.id)) return null;
    const handled = () => recordStripeEvent(scope.trx, { id: event.id, type: event.type, purchaseId: paid.purchaseId });
    if (!purchase) {
      ctx.log.warn({ stripeEventId: event.id, purchaseId: paid.purchaseId }, 'Stripe payment for an unknown purchase');
      await handled();
      return null;
    }
    if (paid.currency !== 'eur' || paid.amountCents === null || BigInt(paid.amountCents) !== moneyOf(purchase.price)) {
      ctx.log.error(
        { stripeEventId: event.id, purchaseId: purchase.id, paid: paid.amountCents, currency: paid.currency },
        'Stripe payment does not match the purchase price; left for an admin',
      );
      await handled();
      scope.afterCommit(() => cardPayments().inc({ outcome: 'mismatch' }));
      return null;
    }
    const accepted = purchase.payment_intent_id;
    // A payment is counted when first judged, not again when a redelivery finds it.
    const judgedBefore = (await findCardPayment(scope.trx, paid.paymentIntentId)) !== undefined;
    const payment = await recordCardPayment(scope.trx, {
      paymentIntentId: paid.paymentIntentId,
      purchaseId: purchase.id,
      sessionId: paid.sessionId,
      amount: moneyText(BigInt(paid.amountCents)),
      outcome: accepted === null || accepted === paid.paymentIntentId ? 'accepted' : 'duplicate',
    });
    if (!judgedBefore) scope.afterCommit(() => cardPayments().inc({ outcome: payment.outcome }));
    if (payment.outcome === 'duplicate') return { purchase, payment };
    await changePurchase(scope, purchase, {
      decision: { status: 'approved' },
      decidedBy: PROCESSED_BY_STRIPE,
      historyNotes: `Card payment confirmed by Stripe (${paid.sessionId})`,
      payment: { method: 'card', stripeSessionId: paid.sessionId },
    });
    await acceptCardPayment(scope.trx, purchase.id, paid.paymentIntentId);
    await handled();
    return null;
  });
  if (duplicate) await refundDuplicatePayment(ctx, card, actor, event, duplicate);
}
