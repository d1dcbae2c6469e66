import type Stripe from 'stripe';
import { PROCESSED_BY_STRIPE, REFUND_KINDS, type RefundKind } from '@prop/contracts/purchase';
import type { RefundFacts } from '../commands/record-refund.ts';
import { idOf } from './paid-checkout.ts';

const isKind = (value: string | undefined): value is RefundKind => REFUND_KINDS.includes(value as RefundKind);

/**
 * A refund as billing records it. One billing asked for carries its own account in its metadata
 * (who, why, which kind); any other was made in Stripe's dashboard, by 'stripe' as far as billing
 * knows, of the kind `otherwise` says. Null for a refund that gave nothing back (failed or canceled).
 */
export function refundFactsOf(refund: Stripe.Refund, otherwise: RefundKind): RefundFacts | null {
  if (refund.status === 'failed' || refund.status === 'canceled') return null;
  const paymentIntentId = idOf(refund.payment_intent);
  if (!paymentIntentId || refund.amount <= 0) return null;
  const note = refund.metadata ?? {};
  const ours = isKind(note.kind);
  return {
    id: refund.id,
    paymentIntentId,
    amount: BigInt(refund.amount),
    kind: isKind(note.kind) ? note.kind : otherwise,
    reason: (ours ? note.reason : undefined) ?? refund.reason ?? null,
    refundedBy: (ours ? note.refundedBy : undefined) || PROCESSED_BY_STRIPE,
    keepAccount: ours && note.keepAccount === 'true',
  };
}
