import type { TraderPurchase } from '@prop/contracts/purchase';
import { Badge } from '@prop/ui/badge';
import { Button, type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadError } from '@prop/ui/load-error';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import { formatExactEuro } from '../utils/euro.ts';
import { paymentNotesOf, receiptUrl } from '../utils/payment-notes.ts';
import { purchaseStatusView } from '../utils/purchase-status.ts';
import { formatDate } from '@prop/ui/date-format';

const METHOD_NAMES = { bank_transfer: 'Bank transfer', card: 'Card' } as const;

export interface PurchaseHistoryProps {
  purchases: TraderPurchase[] | null | undefined;
  isLoading: boolean;
  /** Shows how to pay a pending purchase. */
  onShowPayment: (purchase: TraderPurchase) => void;
  /** Reads the purchases again after they could not be loaded. */
  onRetry: () => void;
}

/** The trader's own purchases, newest first, each with its live status. */
export function PurchaseHistory({ purchases, isLoading, onShowPayment, onRetry }: PurchaseHistoryProps) {
  return (
    <Card aria-labelledby="purchase-history-title">
      <CardHeader>
        <div>
          <CardTitle id="purchase-history-title">Your Purchases</CardTitle>
          <CardDescription>Funding accounts you have bought and their status</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading..." />
        ) : !purchases ? (
          <LoadError
            title="Your purchases could not be loaded"
            description="Please try again later."
            onRetry={onRetry}
          />
        ) : purchases.length === 0 ? (
          <EmptyState title="No purchases yet" description="Choose a funding account above to get started." />
        ) : (
          <StackedList aria-label="Purchases">
            {purchases.map((purchase) => (
              <PurchaseItem key={purchase.id} purchase={purchase} onShowPayment={onShowPayment} />
            ))}
          </StackedList>
        )}
      </CardContent>
    </Card>
  );
}

function PurchaseItem({
  purchase,
  onShowPayment,
}: {
  purchase: TraderPurchase;
  onShowPayment: (purchase: TraderPurchase) => void;
}) {
  const status = purchaseStatusView(purchase);
  const notes = paymentNotesOf(purchase);
  const name = `${purchase.tierName} purchase ${purchase.transactionId}`;
  return (
    <StackedItem aria-label={name}>
      <StackedRow>
        <Title>
          {purchase.tierName} <Price>{formatExactEuro(purchase.price)}</Price>
        </Title>
        <Badges>
          {notes.disputed ? <Badge tone="danger">Disputed</Badge> : null}
          <Badge tone={status.tone}>{status.label}</Badge>
        </Badges>
      </StackedRow>
      <StackedMeta>
        Ordered {formatDate(purchase.createdAt)} · Reference <Mono>{purchase.transactionId}</Mono> ·{' '}
        {METHOD_NAMES[purchase.paymentMethod]}
        {purchase.processedAt ? ` · Processed ${formatDate(purchase.processedAt)}` : ''}
      </StackedMeta>
      <Detail $tone={status.tone === 'danger' ? 'danger' : 'muted'}>{status.detail}</Detail>
      {notes.cardPayment ? <Detail $tone="danger">{notes.cardPayment}</Detail> : null}
      {notes.refunded ? <Detail $tone="muted">{notes.refunded}</Detail> : null}
      {purchase.status === 'approved' && purchase.adminNotes ? (
        <Detail $tone="muted">{purchase.adminNotes}</Detail>
      ) : null}
      {purchase.payment || purchase.receipt ? (
        <Actions>
          {purchase.payment ? (
            <Button size="sm" variant="secondary" onClick={() => onShowPayment(purchase)}>
              How to pay
            </Button>
          ) : null}
          {purchase.receipt ? (
            <LinkButton
              href={receiptUrl(purchase.id)}
              download
              aria-label={`Receipt: ${name}`}
              $variant="secondary"
              $size="sm"
            >
              <Download size={16} aria-hidden="true" />
              Receipt
            </LinkButton>
          ) : null}
        </Actions>
      ) : null}
    </StackedItem>
  );
}

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const LinkButton = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Price = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mono = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colors.text};
`;

const Detail = styled.p<{ $tone: 'danger' | 'muted' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;
