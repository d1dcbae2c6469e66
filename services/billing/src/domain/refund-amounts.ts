import type { Money } from '@prop/contracts/money';
import type { DisputeStatus, PaymentMethod, PurchaseStatus } from '@prop/contracts/purchase';

export interface RefundablePurchase {
  status: PurchaseStatus;
  paymentMethod: PaymentMethod;
  /** The payment intent that paid it; null when no card payment was accepted. */
  paymentIntentId: string | null;
  /** What the card paid: the purchase's price, which the accepted payment matched. */
  paid: Money;
  refunded: Money;
  /** The latest dispute of the payment, if any. */
  dispute: DisputeStatus | null;
}

/**
 * The most an admin can still give back: what an approved card purchase paid, less what was
 * refunded. Nothing while a dispute is open or once it was lost: Stripe refuses to refund a
 * disputed charge, and a lost dispute already sent the money back.
 */
export function refundableOf(purchase: RefundablePurchase): Money {
  if (purchase.status !== 'approved' || purchase.paymentMethod !== 'card' || purchase.paymentIntentId === null) {
    return 0n;
  }
  if (purchase.dispute === 'open' || purchase.dispute === 'lost') return 0n;
  const rest = purchase.paid - purchase.refunded;
  return rest > 0n ? rest : 0n;
}

export type RefundPlan =
  | { ok: true; amount: Money; refundedAfter: Money; full: boolean }
  | { ok: false; problem: 'notRefundable' | 'tooLarge' };

/** An admin's refund of `requested` (absent: all that is left) against what can still be refunded. */
export function planRefund(purchase: RefundablePurchase, requested: Money | undefined): RefundPlan {
  const refundable = refundableOf(purchase);
  if (refundable === 0n) return { ok: false, problem: 'notRefundable' };
  const amount = requested ?? refundable;
  if (amount > refundable) return { ok: false, problem: 'tooLarge' };
  const refundedAfter = purchase.refunded + amount;
  return { ok: true, amount, refundedAfter, full: refundedAfter >= purchase.paid };
}
