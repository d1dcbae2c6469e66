import type { AdminPurchase, PurchaseStatus } from '@prop/contracts/purchase';
import { Badge } from '@prop/ui/badge';
import styled from 'styled-components';
import { purchaseFlags } from '../utils/payment-labels.ts';
import { STATUS_LABELS, STATUS_TONES } from '../utils/purchase-labels.ts';

export function PurchaseStatusBadge({ status }: { status: PurchaseStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** The status, and beside it whether the card payment was refunded or disputed. */
export function PurchaseStatusBadges({ purchase }: { purchase: AdminPurchase }) {
  return (
    <Badges>
      <PurchaseStatusBadge status={purchase.status} />
      {purchaseFlags(purchase).map((flag) => (
        <Badge key={flag.label} tone={flag.tone}>
          {flag.label}
        </Badge>
      ))}
    </Badges>
  );
}

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
