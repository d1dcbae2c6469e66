import type { TraderPurchase } from '@prop/contracts/purchase';
import type { BadgeTone } from '@prop/ui/badge';

export interface PurchaseStatusView {
  label: string;
  tone: BadgeTone;
  /** The line under the badge: what happens next. */
  detail: string;
}

export const NOT_RECEIVED_TEXT =
  'We have not received your payment. If you have paid, please contact the help desk with your reference.';

export const REFUNDED_IN_FULL_TEXT = 'Your payment was refunded in full.';

/**
 * docs/product-rules.md §4: a purchase awaits admin approval, then is approved (the account is
 * funded) or its payment not received. An approved purchase refunded in full (issue 20) stays
 * approved; its account is closed unless an admin kept it, so the line says only what is certain.
 */
export function purchaseStatusView(
  purchase: Pick<TraderPurchase, 'status'> & Partial<Pick<TraderPurchase, 'price' | 'refundedAmount'>>,
): PurchaseStatusView {
  switch (purchase.status) {
    case 'pending':
      return {
        label: 'Awaiting Approval',
        tone: 'warning',
        detail: 'Your purchase awaits payment and admin approval.',
      };
    case 'approved':
      return {
        label: 'Approved',
        tone: 'success',
        detail: refundedInFull(purchase) ? REFUNDED_IN_FULL_TEXT : 'Your funded account is ready on your dashboard.',
      };
    case 'not_received':
      return { label: 'Payment Not Received', tone: 'danger', detail: NOT_RECEIVED_TEXT };
  }
}

function refundedInFull({ price, refundedAmount }: Partial<Pick<TraderPurchase, 'price' | 'refundedAmount'>>) {
  return price !== undefined && refundedAmount !== undefined && Number(refundedAmount) >= price;
}
