import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { EmptyState } from '@prop/ui/empty-state';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '@prop/ui/table';
import { StackedMeta } from '@prop/ui/stacked-list';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { TraderCell } from '../../../components/trader-cell.tsx';
import { AFFILIATE_COMMISSION_LABEL, isAffiliateCommission } from '../utils/withdrawal-kind.ts';
import { WithdrawalCards } from './withdrawal-cards.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** Decided requests, most recent decision first, with the decision's notes: a table, or a list of cards on phones. */
export function ProcessedWithdrawalsTable({ requests }: { requests: WithdrawalRequest[] }) {
  const isMobile = useIsMobile();
  // An empty table would scroll its message out of sight on a phone.
  if (requests.length === 0) return <EmptyState title="No processed withdrawals yet." />;
  if (isMobile) {
    return (
      <WithdrawalCards
        label="Processed withdrawals"
        requests={requests}
        aside={(request) => <WithdrawalStatusBadge status={request.status} />}
        details={(request) => (
          <>
            <StackedMeta>
              {isAffiliateCommission(request) ? AFFILIATE_COMMISSION_LABEL : 'Trader share'}{' '}
              {formatMoney(request.profitShareAmount, request.currency)}
            </StackedMeta>
            <StackedMeta>
              Requested {formatDateTime(request.createdAt)} · Processed {formatDateTime(request.processedAt)}
            </StackedMeta>
            {request.adminNotes ? <Notes>Admin notes: {request.adminNotes}</Notes> : null}
          </>
        )}
      />
    );
  }
  return (
    <TableContainer aria-label="Processed withdrawals">
      <WideTable $minWidth="760px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Trader</TableHeader>
            <TableHeader scope="col">Trader share</TableHeader>
            <TableHeader scope="col">Status</TableHeader>
            <TableHeader scope="col">Requested</TableHeader>
            <TableHeader scope="col">Processed</TableHeader>
            <TableHeader scope="col">Admin notes</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id} data-withdrawal-id={request.id}>
              <TableCell>
                <TraderCell user={request.user} />
              </TableCell>
              <TableCell>
                {formatMoney(request.profitShareAmount, request.currency)}
                {isAffiliateCommission(request) ? <StackedMeta>{AFFILIATE_COMMISSION_LABEL}</StackedMeta> : null}
              </TableCell>
              <TableCell>
                <WithdrawalStatusBadge status={request.status} />
              </TableCell>
              <TableCell>{formatDateTime(request.createdAt)}</TableCell>
              <TableCell>{formatDateTime(request.processedAt)}</TableCell>
              <NotesCell>{request.adminNotes || '—'}</NotesCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const NotesCell = styled(TableCell)`
  && { white-space: normal; }
  min-width: 200px;
  overflow-wrap: anywhere;
`;

const Notes = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
