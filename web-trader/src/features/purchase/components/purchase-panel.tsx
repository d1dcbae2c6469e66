import type { PaymentMethod, TraderPurchase } from '@prop/contracts/purchase';
import { Badge } from '@prop/ui/badge';
import { Button, type ButtonStyleProps, buttonStyles } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@prop/ui/card';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths.ts';
import type { CheckoutReturn } from '../utils/checkout-return.ts';
import { formatExactEuro, formatWholeEuro } from '../utils/euro.ts';
import { purchaseStatusView } from '../utils/purchase-status.ts';
import { BankTransferDetails } from './bank-transfer-details.tsx';
import { CardPayment } from './card-payment.tsx';
import { PaymentMethodChoice } from './payment-method-choice.tsx';
import { TransactionReference } from './transaction-reference.tsx';

const TITLES = {
  pending: 'Purchase submitted',
  approved: 'Account funded',
  not_received: 'Payment not received',
} as const;

const CHECKOUT_NOTES = {
  success: 'Card payment received. Your account is funded as soon as Stripe confirms it, usually within a minute.',
  cancelled: 'Card payment cancelled. Nothing was charged; you can pay by card again or by bank transfer.',
} as const;

export interface PurchasePanelProps {
  purchase: TraderPurchase;
  /** Set when Stripe has just sent the trader back for this purchase. */
  checkoutOutcome?: CheckoutReturn['outcome'];
  onBuyAnother: () => void;
}

/**
 * The purchase just submitted, kept current by the live list: while pending, the reference and how
 * to pay (bank transfer, or card where Stripe is configured); then the admin's decision.
 */
export function PurchasePanel({ purchase, checkoutOutcome, onBuyAnother }: PurchasePanelProps) {
  const [method, setMethod] = useState<PaymentMethod>('bank_transfer');
  const status = purchaseStatusView(purchase);
  const payment = purchase.payment;

  return (
    <Card aria-labelledby="purchase-panel-title" aria-live="polite">
      <CardHeader>
        <div>
          <CardTitle id="purchase-panel-title">{TITLES[purchase.status]}</CardTitle>
          <CardDescription>
            {purchase.tierName} · {formatWholeEuro(purchase.amount)} funded account · {formatExactEuro(purchase.price)}
            {purchase.discount
              ? ` (list price ${formatExactEuro(purchase.listPrice)}, discount code ${purchase.discount.code} −${formatExactEuro(purchase.discount.amount)})`
              : null}
          </CardDescription>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </CardHeader>
      <Content>
        <Detail>{status.detail}</Detail>
        {purchase.adminNotes ? <Detail>Note from our team: {purchase.adminNotes}</Detail> : null}
        {checkoutOutcome && purchase.status === 'pending' ? (
          <Note role="status" $tone={checkoutOutcome === 'success' ? 'success' : 'warning'}>
            {CHECKOUT_NOTES[checkoutOutcome]}
          </Note>
        ) : null}
        {payment ? (
          <>
            <TransactionReference reference={purchase.transactionId} />
            {payment.card ? <PaymentMethodChoice value={method} onChange={setMethod} /> : null}
            {payment.card && method === 'card' ? (
              <CardPayment purchaseId={purchase.id} price={purchase.price} />
            ) : (
              <BankTransferDetails transfer={payment.bankTransfer} />
            )}
          </>
        ) : (
          <Detail>Reference {purchase.transactionId}</Detail>
        )}
      </Content>
      <CardFooter>
        <Button variant="secondary" onClick={onBuyAnother}>
          Buy another account
        </Button>
        {purchase.status === 'approved' ? (
          <LinkButton to={paths.dashboard.getHref()}>
            Go to dashboard <ArrowRight size={16} aria-hidden="true" />
          </LinkButton>
        ) : null}
      </CardFooter>
    </Card>
  );
}

const Content = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Note = styled.p<{ $tone: 'success' | 'warning' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  background: ${({ theme, $tone }) => theme.colors[`${$tone}Soft`]};
`;

const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
