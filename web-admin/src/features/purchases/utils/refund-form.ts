import { moneyOf } from '@prop/contracts/money';
import { amountTextSchema } from '@prop/contracts/money-schemas';
import { PURCHASE_SERVER_MESSAGES, type PurchaseRefundInput, purchaseRefundSchema } from '@prop/contracts/purchase';

/** The refund form as typed: an empty amount refunds everything still refundable. */
export interface RefundFormValues {
  amount: string;
  reason: string;
  keepAccount: boolean;
}

export type RefundFormErrors = Partial<Record<'amount' | 'reason', string>>;

export type RefundRequest = { ok: true; body: PurchaseRefundInput } | { ok: false; errors: RefundFormErrors };

/**
 * Whether the typed amount gives back everything left (empty, or at least the refundable): only
 * then does keeping the trading account open mean anything.
 */
export function refundsEverything(amount: string, refundable: string): boolean {
  const refunded = refundAmountOf(amount, refundable);
  return refunded !== null && moneyOf(refunded) >= moneyOf(refundable);
}

/** What the form would refund, as decimal text: the typed amount, or everything left when empty; null while the typed text is no amount. */
export function refundAmountOf(amount: string, refundable: string): string | null {
  const typed = amount.trim();
  if (typed === '') return refundable;
  return amountTextSchema.safeParse(typed).success ? typed : null;
}

/** The body of POST /api/admin/purchases/{id}/refund, or what to fix first, checked as the server checks it. */
export function refundRequestOf(values: RefundFormValues, refundable: string): RefundRequest {
  const amount = values.amount.trim();
  const parsed = purchaseRefundSchema.safeParse({
    ...(amount ? { amount } : {}),
    reason: values.reason,
    keepAccount: values.keepAccount && refundsEverything(amount, refundable),
  });
  const errors: RefundFormErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'amount' || field === 'reason') && !errors[field]) errors[field] = issue.message;
  }
  if (parsed.success && parsed.data.amount && moneyOf(parsed.data.amount) > moneyOf(refundable)) {
    errors.amount = PURCHASE_SERVER_MESSAGES.refundTooLarge;
  }
  if (!parsed.success || errors.amount) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
