import type Stripe from 'stripe';
import { moneyOf, moneyText } from '@prop/contracts/money';
import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { AppError, badRequest, conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { latestDisputes } from '../db/disputes.ts';
import { findPurchase, lockPurchase } from '../db/purchases.ts';
import { markRefundAudited } from '../db/refunds.ts';
import { planRefund } from '../domain/refund-amounts.ts';
import { refundableFactsOf } from '../domain/purchase-view.ts';
import { refundFactsOf } from '../payments/refund-facts.ts';
import { recordRefund } from './record-refund.ts';

/**
 * An admin gives money back for an approved card purchase: all that is left (no amount) or part.
 * Stripe is asked first, outside any transaction, under an idempotency key made of the purchase,
 * what was refunded before and the amount, so a double submit (both read the same refunded amount)
 * refunds once. Then the refund is recorded, announced (a full refund closes the account unless the
 * admin keeps it) and audited; its webhook may have recorded it first, from the same metadata, and
 * the audit entry is still written once. When Stripe fails nothing is recorded.
 */
export async function refundPurchase(
  ctx: BillingContext,
  actor: Actor,
  options: { purchaseId: string; input: { amount?: string; reason: string; keepAccount?: boolean } },
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const adminId = actor.userId;
  const { input } = options;
  const purchase = await findPurchase(ctx.db, options.purchaseId);
  if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
  const dispute = (await latestDisputes(ctx.db, [purchase.id])).get(purchase.id) ?? null;
  const plan = planRefund(refundableFactsOf(purchase, dispute), input.amount ? moneyOf(input.amount) : undefined);
  if (!plan.ok) {
    throw plan.problem === 'tooLarge'
      ? badRequest(PURCHASE_SERVER_MESSAGES.refundTooLarge)
      : conflict(PURCHASE_SERVER_MESSAGES.notRefundable);
  }
  const paymentIntentId = purchase.payment_intent_id;
  if (!ctx.card || !paymentIntentId) throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.refundFailed);
  const keepAccount = input.keepAccount ?? false;
  const refundedBefore = moneyOf(purchase.refunded);
  let refund: Stripe.Refund;
  try {
    refund = await ctx.card.refund({
      paymentIntentId,
      amount: plan.amount,
      stripeReason: 'requested_by_customer',
      note: { purchaseId: purchase.id, kind: 'admin', refundedBy: adminId, reason: input.reason, keepAccount },
      idempotencyKey: `refund-${purchase.id}-${refundedBefore}-${plan.amount}`,
    });
  } catch (error) {
    ctx.log.error({ err: error, purchaseId: purchase.id }, 'Stripe refund not made');
    throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.refundFailed);
  }
  const facts = refundFactsOf(refund, 'admin');
  if (!facts) {
    ctx.log.error({ purchaseId: purchase.id, refundId: refund.id, status: refund.status }, 'Stripe refund failed');
    throw new AppError('UNAVAILABLE', PURCHASE_SERVER_MESSAGES.refundFailed);
  }
  await runCommand(ctx.runtime, actor, async (scope) => {
    const locked = await lockPurchase(scope.trx, purchase.id);
    if (!locked) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
    const saved = (await recordRefund(scope, locked, facts)) ?? locked;
    if (!(await markRefundAudited(scope.trx, refund.id, scope.now))) return;
    await scope.audit({
      action: 'purchase.refunded',
      target: { type: 'purchase', id: purchase.id },
      before: { refunded: moneyText(refundedBefore) },
      after: {
        refunded: saved.refunded,
        refundId: refund.id,
        amount: moneyText(facts.amount),
        reason: input.reason,
        keepAccount,
      },
    });
  });
}
