import { formatMoney } from '@prop/contracts/money';
import type { AdminPurchase } from '@prop/contracts/purchase';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { REFUND_KIND_LABELS, refundedByLabel } from '../utils/payment-labels.ts';

export interface RefundHistoryProps {
  purchase: Pick<AdminPurchase, 'refunds' | 'currency'>;
  currentAdminId?: string;
}

/** Every refund of the purchase, oldest first: when, how much, why and by whom. */
export function RefundHistory({ purchase, currentAdminId }: RefundHistoryProps) {
  const titleId = useId();
  const euro = (amount: string) => formatMoney(Number(amount), purchase.currency);
  return (
    <Section aria-labelledby={titleId}>
      <h3 id={titleId}>Refunds</h3>
      <List>
        {purchase.refunds.map((refund) => (
          <li key={refund.id}>
            {formatDateTime(refund.refundedAt)} · <strong>{euro(refund.amount)}</strong> ·{' '}
            {REFUND_KIND_LABELS[refund.kind]} by {refundedByLabel(refund.refundedBy, currentAdminId)}
            {refund.reason ? <Reason>{refund.reason}</Reason> : null}
          </li>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
