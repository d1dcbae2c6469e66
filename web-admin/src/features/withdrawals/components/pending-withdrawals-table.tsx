import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { EmptyState } from '@prop/ui/empty-state';
import { Button } from '@prop/ui/button';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '@prop/ui/table';
import { StackedMeta } from '@prop/ui/stacked-list';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import styled from 'styled-components';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { paymentLines } from '../utils/payment-lines.ts';
import { secondApprovalView } from '../utils/second-approval.ts';
import { AFFILIATE_COMMISSION_LABEL, isAffiliateCommission } from '../utils/withdrawal-kind.ts';
import { TraderCell } from '../../../components/trader-cell.tsx';
import { WithdrawalCards } from './withdrawal-cards.tsx';

export interface PendingWithdrawalsTableProps {
  requests: WithdrawalRequest[];
  onReview: (request: WithdrawalRequest) => void;
}

/**
 * Requests waiting for a decision, oldest first, each with its Review button; a large one already
 * approved once says so, so a second admin picks it up. A table, or a list of cards on phones.
 */
export function PendingWithdrawalsTable({ requests, onReview }: PendingWithdrawalsTableProps) {
  const isMobile = useIsMobile();
  // An empty table would scroll its message out of sight on a phone.
  if (requests.length === 0) return <EmptyState title="No withdrawal requests waiting for review." />;
  const review = (request: WithdrawalRequest) => {
    const { marker } = secondApprovalView(request, undefined);
    return (
      <>
        <Button
          size="sm"
          aria-label={`Review withdrawal of ${request.user ? fullName(request.user) : 'an unknown trader'}`}
          onClick={() => onReview(request)}
        >
          Review
        </Button>
        {marker ? <Marker data-second-approval>{marker}</Marker> : null}
      </>
    );
  };
  // An affiliate's commission has no profit and no payment method: its kind says what it is.
  const method = (request: WithdrawalRequest) =>
    isAffiliateCommission(request) ? AFFILIATE_COMMISSION_LABEL : paymentLines(request.bankDetails)[0]?.value;
  if (isMobile) {
    return (
      <WithdrawalCards
        label="Pending withdrawals"
        requests={requests}
        aside={(request) => <strong>{formatMoney(request.profitShareAmount, request.currency)}</strong>}
        details={(request) => (
          <>
            <StackedMeta>
              {isAffiliateCommission(request)
                ? AFFILIATE_COMMISSION_LABEL
                : `Trader share of ${formatMoney(request.amount, request.currency)} total profit · ${method(request)}`}
            </StackedMeta>
            <StackedMeta>Requested {formatDateTime(request.createdAt)}</StackedMeta>
            {review(request)}
          </>
        )}
      />
    );
  }
  return (
    <TableContainer aria-label="Pending withdrawals">
      <WideTable $minWidth="720px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Trader</TableHeader>
            <TableHeader scope="col">Requested</TableHeader>
            <TableHeader scope="col">Trader share</TableHeader>
            <TableHeader scope="col">Total profit</TableHeader>
            <TableHeader scope="col">Method</TableHeader>
            <TableHeader scope="col">Action</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id} data-withdrawal-id={request.id}>
              <TableCell>
                <TraderCell user={request.user} />
              </TableCell>
              <TableCell>{formatDateTime(request.createdAt)}</TableCell>
              <TableCell>
                <strong>{formatMoney(request.profitShareAmount, request.currency)}</strong>
              </TableCell>
              <TableCell>
                {isAffiliateCommission(request) ? '—' : formatMoney(request.amount, request.currency)}
              </TableCell>
              <TableCell>{method(request)}</TableCell>
              <TableCell>{review(request)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

/** The second-approval marker wraps under the button rather than widening the table or the card. */
const Marker = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 260px;
  white-space: normal;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.caution};
`;
