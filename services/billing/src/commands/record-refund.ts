import { type Money, moneyOf, moneyText } from '@prop/contracts/money';
import type { RefundKind } from '@prop/contracts/purchase';
import { purchaseRefunded } from '@prop/contracts/events/billing';
import type { CommandScope } from '@prop/service-kit/command';
import { findCardPayment } from '../db/card-payments.ts';
import { refreshRefunded } from '../db/purchases.ts';
import { insertRefund, refundedOfPayment } from '../db/refunds.ts';
import type { BillingDb, PurchaseRow } from '../db/types.ts';
import { refundsRecorded } from '../payments/payment-metrics.ts';
import { refundsAmountMinor } from '../payments/revenue-metrics.ts';
import { pricingOf } from '../domain/purchase-pricing.ts';

export interface RefundFacts {
  /** Stripe's refund id. */
  id: string;
  paymentIntentId: string;
  amount: Money;
  kind: RefundKind;
  reason: string | null;
  /** An admin's id, or 'stripe'. */
  refundedBy: string;
  /** An admin's full refund that keeps the trading account open. */
  keepAccount: boolean;
}

/**
 * A step of the commands that learn of a refund (an admin's, a duplicate payment's, Stripe's
 * webhook), on a purchase locked in the scope's transaction. The first to record a refund id
 * counts it and publishes purchase.refunded; whoever comes second changes nothing. Returns the
 * purchase as saved, or null when the refund was known already.
 */
export async function recordRefund(
  { trx, now, emit, afterCommit }: CommandScope<BillingDb>,
  purchase: PurchaseRow,
  refund: RefundFacts,
): Promise<PurchaseRow | null> {
  const recorded = await insertRefund(trx, {
    id: refund.id,
    purchaseId: purchase.id,
    paymentIntentId: refund.paymentIntentId,
    amount: moneyText(refund.amount),
    kind: refund.kind,
    reason: refund.reason,
    refundedBy: refund.refundedBy,
    // When billing learnt of it: Stripe's own time is whole seconds, too coarse to order refunds by.
    createdAt: now,
  });
  if (!recorded) return null;
  afterCommit(() => {
    refundsRecorded().inc({ kind: refund.kind });
    refundsAmountMinor().inc({ currency: purchase.currency, kind: refund.kind }, Number(refund.amount));
  });
  const saved = await refreshRefunded(trx, purchase.id);
  const payment = await findCardPayment(trx, refund.paymentIntentId);
  // Before its checkout event has arrived, a payment of an unpaid purchase is taken to be the one that pays it.
  const paysThePurchase =
    saved.payment_intent_id === null
      ? payment?.outcome !== 'duplicate'
      : saved.payment_intent_id === refund.paymentIntentId;
  const refundedTotal = moneyOf(await refundedOfPayment(trx, refund.paymentIntentId));
  const paid = moneyOf(payment?.amount ?? saved.price);
  const full = refundedTotal >= paid;
  await emit(purchaseRefunded, {
    purchaseId: saved.id,
    userId: saved.user_id,
    refundId: refund.id,
    amount: moneyText(refund.amount),
    refundedTotal: moneyText(refundedTotal),
    full,
    kind: refund.kind,
    // Giving a second payment back leaves the account the first one paid for as it is.
    closeAccount: paysThePurchase && full && !refund.keepAccount,
    refundedBy: refund.refundedBy,
    ...pricingOf(saved),
  });
  return saved;
}
