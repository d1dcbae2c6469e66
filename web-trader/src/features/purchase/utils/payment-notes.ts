import { urlOf } from '@prop/contracts/endpoints/define';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';
import { moneyOf } from '@prop/contracts/money';
import { CARD_PAYMENT_STATE_TEXTS, type TraderPurchase } from '@prop/contracts/purchase';
import { formatExactEuro } from './euro.ts';

/** What a purchase shows beside its status once money moved by card: a failed payment, refunds, a dispute. */
export interface PaymentNotes {
  /** A card payment that did not go through while the purchase still awaits payment. */
  cardPayment: string | null;
  /** What was given back so far, e.g. 'Refunded €49.00'. */
  refunded: string | null;
  /** The card payment is being disputed with the bank. */
  disputed: boolean;
}

export const CARD_PAYMENT_RETRY_TEXT = 'Nothing was charged. You can pay again by card or by bank transfer.';

export function paymentNotesOf(
  purchase: Pick<TraderPurchase, 'status' | 'cardPaymentState' | 'refundedAmount' | 'dispute'>,
): PaymentNotes {
  const state = purchase.cardPaymentState;
  return {
    cardPayment:
      purchase.status === 'pending' && (state === 'failed' || state === 'expired')
        ? `Card ${CARD_PAYMENT_STATE_TEXTS[state]}. ${CARD_PAYMENT_RETRY_TEXT}`
        : null,
    refunded: moneyOf(purchase.refundedAmount) > 0n ? `Refunded ${formatExactEuro(purchase.refundedAmount)}` : null,
    disputed: purchase.dispute?.status === 'open',
  };
}

/** GET /api/purchase/{id}/receipt: the PDF receipt of a paid purchase, saved under its receipt number. */
export function receiptUrl(purchaseId: string): string {
  return urlOf(billingEndpoints.getPurchaseByIdReceipt, { id: purchaseId });
}
