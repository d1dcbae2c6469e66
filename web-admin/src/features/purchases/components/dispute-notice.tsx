import { formatMoney } from '@prop/contracts/money';
import type { AdminPurchase } from '@prop/contracts/purchase';
import { Badge } from '@prop/ui/badge';
import { AlertTriangle } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { DISPUTE_STATUS_LABELS, DISPUTE_STATUS_TONES, disputeReasonLabel } from '../utils/payment-labels.ts';

const HEADINGS = {
  open: 'Card payment disputed',
  won: 'Dispute won',
  lost: 'Dispute lost',
} as const;

const CONSEQUENCES = {
  open: "The buyer's bank is deciding. The trading account stays frozen meanwhile; the payment cannot be refunded.",
  won: 'The bank decided for the firm: the money stays and the trading account was unfrozen.',
  lost: 'The bank gave the money back to the card holder and the trading account was closed.',
} as const;

/** A card dispute (chargeback), shown first in the manage dialog: it decides what the admin can still do. */
export function DisputeNotice({
  dispute,
  currency,
}: {
  dispute: NonNullable<AdminPurchase['dispute']>;
  currency: string;
}) {
  return (
    <Box aria-labelledby={`dispute-${dispute.id}`} $tone={dispute.status === 'won' ? 'success' : 'danger'}>
      <Heading id={`dispute-${dispute.id}`}>
        <AlertTriangle size={18} aria-hidden="true" />
        {HEADINGS[dispute.status]}
        <Badge tone={DISPUTE_STATUS_TONES[dispute.status]}>{DISPUTE_STATUS_LABELS[dispute.status]}</Badge>
      </Heading>
      <Facts>
        <div>
          <dt>Amount</dt>
          <dd>{formatMoney(Number(dispute.amount), currency)}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd title={dispute.reason}>{disputeReasonLabel(dispute.reason)}</dd>
        </div>
        <div>
          <dt>Opened</dt>
          <dd>{formatDateTime(dispute.openedAt)}</dd>
        </div>
        {dispute.closedAt ? (
          <div>
            <dt>Closed</dt>
            <dd>{formatDateTime(dispute.closedAt)}</dd>
          </div>
        ) : null}
      </Facts>
      <Text>{CONSEQUENCES[dispute.status]}</Text>
    </Box>
  );
}

const Box = styled.section<{ $tone: 'danger' | 'success' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
`;

const Heading = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Text = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
