import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { EmptyState } from '@prop/ui/empty-state';
import { Button } from '@prop/ui/button';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '@prop/ui/table';
import styled from 'styled-components';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { paymentLines } from '../utils/payment-lines.ts';
import { secondApprovalView } from '../utils/second-approval.ts';
import { TraderCell } from './trader-cell.tsx';

export interface PendingWithdrawalsTableProps {
  requests: WithdrawalRequest[];
  onReview: (request: WithdrawalRequest) => void;
}

/**
 * Requests waiting for a decision, oldest first, each with its Review button; a large one already
 * approved once says so, so a second admin picks it up.
 */
export function PendingWithdrawalsTable({ requests, onReview }: PendingWithdrawalsTableProps) {
  // An empty table would scroll its message out of sight on a phone.
  if (requests.length === 0) return <EmptyState title="No withdrawal requests waiting for review." />;
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
          {requests.map((request) => {
            const { marker } = secondApprovalView(request, undefined);
            return (
              <TableRow key={request.id} data-withdrawal-id={request.id}>
                <TableCell>
                  <TraderCell request={request} />
                </TableCell>
                <TableCell>{formatDateTime(request.createdAt)}</TableCell>
                <TableCell>
                  <strong>{formatMoney(request.profitShareAmount, request.currency)}</strong>
                </TableCell>
                <TableCell>{formatMoney(request.amount, request.currency)}</TableCell>
                <TableCell>{paymentLines(request.bankDetails)[0]?.value}</TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    aria-label={`Review withdrawal of ${request.user ? fullName(request.user) : 'an unknown trader'}`}
                    onClick={() => onReview(request)}
                  >
                    Review
                  </Button>
                  {marker ? <Marker data-second-approval>{marker}</Marker> : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

/** The second-approval marker wraps under the button rather than widening the table. */
const Marker = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 260px;
  white-space: normal;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.caution};
`;
