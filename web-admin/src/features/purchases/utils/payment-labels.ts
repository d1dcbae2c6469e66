import { moneyOf } from '@prop/contracts/money';
import { type AdminPurchase, type DisputeStatus, PROCESSED_BY_STRIPE, type RefundKind } from '@prop/contracts/purchase';
import type { BadgeTone } from '@prop/ui/badge';
import { adminLabel } from '../../../lib/format.ts';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = { open: 'Open', won: 'Won', lost: 'Lost' };
export const DISPUTE_STATUS_TONES: Record<DisputeStatus, BadgeTone> = {
  open: 'danger',
  won: 'success',
  lost: 'danger',
};

export const REFUND_KIND_LABELS: Record<RefundKind, string> = {
  admin: 'Refund',
  duplicate_payment: 'Second payment refunded',
  stripe: 'Refunded in Stripe',
};

/** Stripe's reason code as words: 'product_not_received' → 'Product not received'. */
export function disputeReasonLabel(reason: string): string {
  const words = reason.replaceAll('_', ' ').trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : '—';
}

/** Who gave the money back: Stripe (a refund made there), 'You', or another admin by id. */
export function refundedByLabel(refundedBy: string, currentAdminId?: string): string {
  return refundedBy === PROCESSED_BY_STRIPE ? 'Stripe' : adminLabel(refundedBy, currentAdminId);
}

export interface PurchaseFlag {
  label: string;
  tone: BadgeTone;
}

/** The small badges a purchase row carries beside its status once its card payment was refunded or disputed. */
export function purchaseFlags(purchase: Pick<AdminPurchase, 'price' | 'refundedAmount' | 'dispute'>): PurchaseFlag[] {
  const flags: PurchaseFlag[] = [];
  if (purchase.dispute?.status === 'open') flags.push({ label: 'Disputed', tone: 'danger' });
  if (purchase.dispute?.status === 'lost') flags.push({ label: 'Dispute lost', tone: 'danger' });
  const refunded = moneyOf(purchase.refundedAmount);
  if (refunded > 0n) {
    const whole = refunded >= moneyOf(purchase.price.toFixed(2));
    flags.push({ label: whole ? 'Refunded' : 'Partly refunded', tone: 'info' });
  }
  return flags;
}
