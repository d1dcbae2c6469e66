import type Stripe from 'stripe';
import { moneyText } from '@prop/contracts/money';
import { purchaseDisputeClosed, purchaseDisputed } from '@prop/contracts/events/billing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import type { BillingContext } from '../context.ts';
import { rememberCharge } from '../db/card-payments.ts';
import { findDispute, saveDispute } from '../db/disputes.ts';
import { lockPurchase } from '../db/purchases.ts';
import { recordStripeEvent } from '../db/stripe-events.ts';
import { disputeStatusOf, nextDisputeStep } from '../domain/dispute-status.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import { idOf } from '../payments/paid-checkout.ts';
import { purchaseOfPayment } from '../payments/purchase-of-payment.ts';

export type DisputeEvent =
  | Stripe.ChargeDisputeCreatedEvent
  | Stripe.ChargeDisputeUpdatedEvent
  | Stripe.ChargeDisputeClosedEvent;

/**
 * A card dispute (chargeback) as Stripe reports it, kept per dispute id. Its events come in any
 * order and more than once: a decided dispute stays decided, purchase.disputed is published when
 * billing first hears of the dispute and purchase.dispute_closed when it first hears it was
 * decided (both, in that order, when the decision is the first it hears). Serialised by the
 * purchase's lock, like every change to the purchase.
 */
export async function recordDispute(
  ctx: BillingContext,
  card: CardPayments,
  actor: Actor,
  event: DisputeEvent,
): Promise<void> {
  const dispute = event.data.object;
  const paymentIntentId = idOf(dispute.payment_intent);
  const purchaseId = paymentIntentId ? await purchaseOfPayment(ctx, card, paymentIntentId) : null;
  await runCommand(ctx.runtime, actor, async ({ trx, emit }) => {
    const purchase = purchaseId === null ? undefined : await lockPurchase(trx, purchaseId);
    const first = await recordStripeEvent(trx, { id: event.id, type: event.type, purchaseId });
    if (!first || !purchase || !paymentIntentId) return;
    const chargeId = idOf(dispute.charge);
    if (chargeId) await rememberCharge(trx, paymentIntentId, chargeId);
    const known = await findDispute(trx, dispute.id);
    const step = nextDisputeStep(known?.status ?? null, disputeStatusOf(dispute.status));
    const amount = moneyText(BigInt(dispute.amount));
    await saveDispute(trx, {
      id: dispute.id,
      purchaseId: purchase.id,
      paymentIntentId,
      amount,
      reason: dispute.reason,
      status: step.status,
      openedAt: known?.opened_at ?? new Date(dispute.created * 1000),
      // Stripe's dispute carries no decision time; the event that first reports it does.
      closedAt: known?.closed_at ?? (step.closed ? new Date(event.created * 1000) : null),
    });
    const about = { purchaseId: purchase.id, userId: purchase.user_id, disputeId: dispute.id };
    if (step.opened) await emit(purchaseDisputed, { ...about, amount, reason: dispute.reason });
    if (step.closed && step.status !== 'open') await emit(purchaseDisputeClosed, { ...about, outcome: step.status });
  });
}
