import { adminLabel } from '../../../lib/format.ts';
import { PROCESSED_BY_STRIPE, type PaymentMethod, type PurchaseStatus } from '@prop/contracts/purchase';
import type { BadgeTone } from '@prop/ui/badge';

export const STATUS_LABELS: Record<PurchaseStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  not_received: 'Not Received',
};

export const STATUS_TONES: Record<PurchaseStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  not_received: 'danger',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', card: 'Card' };

/** The manage dialog's three decisions, as docs/product-rules.md §4 names them. */
export const DECISION_LABELS: Record<PurchaseStatus, string> = {
  approved: 'Approve & Fund Account',
  pending: 'Set Pending',
  not_received: 'Not Received',
};

/** Who processed a purchase: Stripe for a confirmed card payment, 'You', or another admin by id. */
export function processedByLabel(processedBy: string | null, currentAdminId?: string): string {
  if (processedBy === PROCESSED_BY_STRIPE) return 'Stripe (card payment)';
  return adminLabel(processedBy, currentAdminId);
}
