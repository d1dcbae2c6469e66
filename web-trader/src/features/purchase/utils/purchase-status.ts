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

/** docs/product-rules.md §4: a purchase awaits admin approval, then is approved (the account is funded) or its payment not received. */
export function purchaseStatusView(purchase: Pick<TraderPurchase, 'status'>): PurchaseStatusView {
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
        detail: 'Your funded account is ready on your dashboard.',
      };
    case 'not_received':
      return { label: 'Payment Not Received', tone: 'danger', detail: NOT_RECEIVED_TEXT };
  }
}
