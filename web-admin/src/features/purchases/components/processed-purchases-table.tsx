import type { AdminPurchase } from '@prop/contracts/purchase';
import { Button } from '@prop/ui/button';
import {
  TableBody,
  TableCell,
  TableContainer,
  TableEmptyRow,
  TableHead,
  TableHeader,
  TableRow,
  WideTable,
} from '@prop/ui/table';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import styled from 'styled-components';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { processedByLabel } from '../utils/purchase-labels.ts';
import { TraderCell } from '../../../components/trader-cell.tsx';
import { PurchaseStatusBadges } from './purchase-status-badge.tsx';
import { DiscountNote } from './discount-note.tsx';

export interface ProcessedPurchasesTableProps {
  purchases: AdminPurchase[];
  currentAdminId?: string;
  onManage: (purchase: AdminPurchase) => void;
}

/** Approved and not-received purchases, most recent decision first, with who decided, when and why. */
export function ProcessedPurchasesTable({ purchases, currentAdminId, onManage }: ProcessedPurchasesTableProps) {
  const isMobile = useIsMobile();
  const manage = (purchase: AdminPurchase) => (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Manage purchase of ${purchase.user ? fullName(purchase.user) : 'an unknown trader'}`}
      onClick={() => onManage(purchase)}
    >
      Manage
    </Button>
  );
  if (isMobile) {
    if (purchases.length === 0) return <Empty>No processed purchases yet.</Empty>;
    return (
      <StackedList aria-label="Processed purchases">
        {purchases.map((purchase) => (
          <StackedItem key={purchase.id} data-purchase-id={purchase.id}>
            <StackedRow $align="flex-start">
              <TraderCell user={purchase.user} userId={purchase.userId} />
              <PurchaseStatusBadges purchase={purchase} />
            </StackedRow>
            <StackedMeta>
              {purchase.tierName} · {formatMoney(purchase.price, purchase.currency)} ·{' '}
              <Mono>{purchase.transactionId}</Mono>
            </StackedMeta>
            <DiscountNote purchase={purchase} />
            <StackedMeta title={purchase.processedBy ?? undefined}>
              Processed {formatDateTime(purchase.processedAt)} by{' '}
              {processedByLabel(purchase.processedBy, currentAdminId)}
            </StackedMeta>
            {purchase.adminNotes ? <Notes>{purchase.adminNotes}</Notes> : null}
            {manage(purchase)}
          </StackedItem>
        ))}
      </StackedList>
    );
  }
  return (
    <TableContainer aria-label="Processed purchases">
      <WideTable $minWidth="960px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Trader</TableHeader>
            <TableHeader scope="col">Tier</TableHeader>
            <TableHeader scope="col">Price</TableHeader>
            <TableHeader scope="col">Status</TableHeader>
            <TableHeader scope="col">Processed</TableHeader>
            <TableHeader scope="col">Processed by</TableHeader>
            <TableHeader scope="col">Admin notes</TableHeader>
            <TableHeader scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.length === 0 ? (
            <TableEmptyRow colSpan={8}>No processed purchases yet.</TableEmptyRow>
          ) : (
            purchases.map((purchase) => (
              <TableRow key={purchase.id} data-purchase-id={purchase.id}>
                <TableCell>
                  <TraderCell user={purchase.user} userId={purchase.userId} />
                </TableCell>
                <TableCell>
                  {purchase.tierName}
                  <Muted>{purchase.transactionId}</Muted>
                </TableCell>
                <TableCell>
                  {formatMoney(purchase.price, purchase.currency)}
                  <DiscountNote purchase={purchase} />
                </TableCell>
                <TableCell>
                  <PurchaseStatusBadges purchase={purchase} />
                </TableCell>
                <TableCell>{formatDateTime(purchase.processedAt)}</TableCell>
                <TableCell title={purchase.processedBy ?? undefined}>
                  {processedByLabel(purchase.processedBy, currentAdminId)}
                </TableCell>
                <NotesCell>{purchase.adminNotes || '—'}</NotesCell>
                <TableCell>{manage(purchase)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const Muted = styled.span`
  display: block;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const NotesCell = styled(TableCell)`
  && { white-space: normal; }
  min-width: 200px;
  overflow-wrap: anywhere;
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Notes = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
