import type { PhaseReview } from '@prop/contracts/program';
import { Button } from '@prop/ui/button';
import { EmptyState } from '@prop/ui/empty-state';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { TableBody, TableCell, TableContainer, TableHead, TableHeader, TableRow, WideTable } from '@prop/ui/table';
import { useIsMobile } from '@prop/ui/use-is-mobile';
import { VisuallyHidden } from '@prop/ui/visually-hidden';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format.ts';
import { adminLabel } from '../../../lib/format.ts';
import { programLine, traderName } from '../utils/phase-review-labels.ts';
import { PhaseReviewStatusBadge } from './phase-review-status-badge.tsx';
import { TraderCell } from '../../../components/trader-cell.tsx';

export interface PhaseReviewsTableProps {
  reviews: PhaseReview[];
  /** Shown when the list is empty; it depends on the filter. */
  emptyText: string;
  currentAdminId?: string;
  onReview: (review: PhaseReview) => void;
}

/** Passed phases with their decision; a pending one has its Review button. A table, or cards on phones. */
export function PhaseReviewsTable({ reviews, emptyText, currentAdminId, onReview }: PhaseReviewsTableProps) {
  const isMobile = useIsMobile();
  // An empty table would scroll its message out of sight on a phone.
  if (reviews.length === 0) return <EmptyState title={emptyText} />;
  const review = (item: PhaseReview) =>
    item.status === 'pending' ? (
      <Button size="sm" aria-label={`Review ${item.phase.name} of ${traderName(item)}`} onClick={() => onReview(item)}>
        Review
      </Button>
    ) : null;
  const decided = (item: PhaseReview) =>
    item.decidedAt ? (
      <>
        {formatDateTime(item.decidedAt)}
        <Muted title={item.decidedBy ?? undefined}>by {adminLabel(item.decidedBy, currentAdminId)}</Muted>
      </>
    ) : (
      '—'
    );

  if (isMobile) {
    return (
      <section aria-label="Phase reviews">
        <StackedList>
          {reviews.map((item) => (
            <StackedItem key={item.id} aria-label={traderName(item)} data-phase-review-id={item.id}>
              <StackedRow $align="flex-start">
                <TraderCell user={item.user && { ...item.user, id: item.userId }} />
                <PhaseReviewStatusBadge status={item.status} />
              </StackedRow>
              <StackedMeta>
                {programLine(item)} · {item.phase.name} · MT5 <Mono>{item.mt5AccountId}</Mono>
              </StackedMeta>
              <StackedMeta>
                Passed {formatDateTime(item.passedAt)}
                {item.decidedAt
                  ? ` · Decided ${formatDateTime(item.decidedAt)} by ${adminLabel(item.decidedBy, currentAdminId)}`
                  : null}
              </StackedMeta>
              {review(item)}
            </StackedItem>
          ))}
        </StackedList>
      </section>
    );
  }
  return (
    <TableContainer aria-label="Phase reviews">
      <WideTable $minWidth="960px">
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Trader</TableHeader>
            <TableHeader scope="col">Program</TableHeader>
            <TableHeader scope="col">Phase</TableHeader>
            <TableHeader scope="col">MT5 account</TableHeader>
            <TableHeader scope="col">Passed</TableHeader>
            <TableHeader scope="col">Status</TableHeader>
            <TableHeader scope="col">Decided</TableHeader>
            <TableHeader scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {reviews.map((item) => (
            <TableRow key={item.id} data-phase-review-id={item.id}>
              <TableCell>
                <TraderCell user={item.user && { ...item.user, id: item.userId }} />
              </TableCell>
              <TableCell>{programLine(item)}</TableCell>
              <TableCell>{item.phase.name}</TableCell>
              <TableCell>
                <Mono>{item.mt5AccountId}</Mono>
              </TableCell>
              <TableCell>{formatDateTime(item.passedAt)}</TableCell>
              <TableCell>
                <PhaseReviewStatusBadge status={item.status} />
              </TableCell>
              <TableCell>{decided(item)}</TableCell>
              <TableCell>{review(item)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </WideTable>
    </TableContainer>
  );
}

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
