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
import { Check, SlidersHorizontal } from 'lucide-react';
import styled from 'styled-components';
import { formatDateTime, fullName } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { METHOD_LABELS } from '../utils/purchase-labels.ts';
import { TraderCell } from '../../../components/trader-cell.tsx';
import { DiscountNote } from './discount-note.tsx';

export interface PendingPurchasesTableProps {
  purchases: AdminPurchase[];
  /** The purchase being approved from its row, if any. */
  approvingId: string | null;
  busy: boolean;
  onApprove: (purchase: AdminPurchase) => void;
  onManage: (purchase: AdminPurchase) => void;
}

/** Purchases awaiting payment, oldest first, each with a quick Approve and the manage dialog. */
export function PendingPurchasesTable({
  purchases,
  approvingId,
  busy,
  onApprove,
  onManage,
}: PendingPurchasesTableProps) {
  const isMobile = useIsMobile();
  const actions = (purchase: AdminPurchase) => {
    const who = purchase.user ? fullName(purchase.user) : 'an unknown trader';
    return (
      <Actions>
        <Button
          size="sm"
          icon={<Check size={16} aria-hidden="true" />}
          aria-label={`Approve purchase of ${who}`}
          onClick={() => onApprove(purchase)}
          disabled={busy}
          loading={approvingId === purchase.id}
          loadingText="Approving..."
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<SlidersHorizontal size={16} aria-hidden="true" />}
          aria-label={`Manage purchase of ${who}`}
          onClick={() => onManage(purchase)}
        >
          Manage
        </Button>
      </Actions>
    );
  };
  if (isMobile) {
    if (purchases.length === 0) return <Empty>No purchases waiting for approval.</Empty>;
    return (
      <StackedList aria-label="Pending purchases">
        {purchases.map((purchase) => (
          <StackedItem key={purchase.id} data-purchase-id={purchase.id}>
            <StackedRow $align="flex-start">
              <TraderCell user={purchase.user} userId={purchase.userId} />
              <strong>{formatMoney(purchase.price, purchase.currency)}</strong>
            </StackedRow>
            <DiscountNote purchase={purchase} />
            <StackedMeta>
              {purchase.tierName} · {METHOD_LABELS[purchase.paymentMethod]} · Ordered{' '}
              {formatDateTime(purchase.createdAt)}
            </StackedMeta>
            <StackedMeta>
              Reference <Code>{purchase.transactionId}</Code>
            </StackedMeta>
            {actions(purchase)}
          </StackedItem>
        ))}
      </StackedList>
    );
  }
  return (
    <TableContainer aria-label="Pending purchases">
      <WideTable $minWidth="860px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Trader</TableHeader>
            <TableHeader scope="col">Tier</TableHeader>
            <TableHeader scope="col">Price</TableHeader>
            <TableHeader scope="col">Reference</TableHeader>
            <TableHeader scope="col">Method</TableHeader>
            <TableHeader scope="col">Ordered</TableHeader>
            <TableHeader scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.length === 0 ? (
            <TableEmptyRow colSpan={7}>No purchases waiting for approval.</TableEmptyRow>
          ) : (
            purchases.map((purchase) => {
              return (
                <TableRow key={purchase.id} data-purchase-id={purchase.id}>
                  <TableCell>
                    <TraderCell user={purchase.user} userId={purchase.userId} />
                  </TableCell>
                  <TableCell>{purchase.tierName}</TableCell>
                  <TableCell>
                    <strong>{formatMoney(purchase.price, purchase.currency)}</strong>
                    <DiscountNote purchase={purchase} />
                  </TableCell>
                  <TableCell>
                    <Code>{purchase.transactionId}</Code>
                  </TableCell>
                  <TableCell>{METHOD_LABELS[purchase.paymentMethod]}</TableCell>
                  <TableCell>{formatDateTime(purchase.createdAt)}</TableCell>
                  <TableCell>{actions(purchase)}</TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
