import { paymentMethodName, payoutDestinationOf } from '@prop/contracts/payout-destination';
import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { Badge, type BadgeTone } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import styled from 'styled-components';
import { formatMoney } from '../../../shared/format-money.ts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { withdrawalStatusView } from '../utils/withdrawal-status.ts';
import { formatDate } from '@prop/ui/date-format';

/** The trader's requests, newest first; shown only once there is at least one (docs/product-rules.md §2). */
export function WithdrawalHistory() {
  const { data: requests } = useWithdrawals();
  if (!requests?.length) return null;
  return (
    <Card aria-label="Withdrawal History">
      <CardHeader>
        <div>
          <CardTitle>Withdrawal History</CardTitle>
          <CardDescription>Your profit share requests</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <StackedList aria-label="Withdrawal requests">
          {requests.map((request) => (
            <WithdrawalItem key={request.id} request={request} />
          ))}
        </StackedList>
      </CardContent>
    </Card>
  );
}

function WithdrawalItem({ request }: { request: WithdrawalRequest }) {
  const status = withdrawalStatusView(request);
  const requestedOn = formatDate(request.createdAt);
  const share = formatMoney(request.profitShareAmount, request.currency);
  // The destination may come as an object or JSON text (docs/product-rules.md §3); without a
  // readable method its part is left out rather than leaving an empty '· ·'.
  const method = paymentMethodName(payoutDestinationOf(request.bankDetails));
  const meta = [requestedOn, method, `your share of ${formatMoney(request.amount, request.currency)} profit`]
    .filter(Boolean)
    .join(' · ');
  return (
    <StackedItem aria-label={`Withdrawal of ${share} requested ${requestedOn}`}>
      <StackedRow>
        <Amount>{share}</Amount>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StackedRow>
      <StackedMeta>{meta}</StackedMeta>
      {status.detail ? <Detail $tone={status.tone}>{status.detail}</Detail> : null}
    </StackedItem>
  );
}

const Amount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Detail = styled.p<{ $tone: BadgeTone }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.success)};
  overflow-wrap: anywhere;
`;
