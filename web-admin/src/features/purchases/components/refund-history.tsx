import { formatMoney } from '@prop/contracts/money';
import type { AdminPurchase } from '@prop/contracts/purchase';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { REFUND_KIND_LABELS, refundedByLabel } from '../utils/payment-labels.ts';
import { TimelineList, TimelineNote, TimelineSection } from './dialog-timeline.tsx';

export interface RefundHistoryProps {
  purchase: Pick<AdminPurchase, 'refunds' | 'currency'>;
  currentAdminId?: string;
}

/** Every refund of the purchase, oldest first: when, how much, why and by whom. */
export function RefundHistory({ purchase, currentAdminId }: RefundHistoryProps) {
  const titleId = useId();
  const euro = (amount: string) => formatMoney(Number(amount), purchase.currency);
  return (
    <TimelineSection aria-labelledby={titleId}>
      <h3 id={titleId}>Refunds</h3>
      <TimelineList>
        {purchase.refunds.map((refund) => (
          <li key={refund.id}>
            {formatDateTime(refund.refundedAt)} · <strong>{euro(refund.amount)}</strong> ·{' '}
            {REFUND_KIND_LABELS[refund.kind]} by {refundedByLabel(refund.refundedBy, currentAdminId)}
            {refund.reason ? <TimelineNote>{refund.reason}</TimelineNote> : null}
          </li>
        ))}
      </TimelineList>
    </TimelineSection>
  );
}
