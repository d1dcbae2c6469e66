import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { Button } from '@prop/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { StackedItem, StackedList, StackedMeta, StackedRow } from '@prop/ui/stacked-list';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { formatMoney } from '@prop/contracts/money';
import { useUserWithdrawals } from '../api/get-user-withdrawals.ts';
import { useWithdrawalLiveUpdates } from '../api/use-withdrawal-live-updates.ts';
import { totalShares } from '../utils/withdrawal-lists.ts';
import { ReviewWithdrawalDialog } from './review-withdrawal-dialog.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** A user's withdrawal history on their details page, newest first; a pending one can be reviewed here. */
export function UserWithdrawalsCard({ userId }: { userId: string }) {
  const { data: requests, error, isLoading } = useUserWithdrawals(userId);
  const [reviewing, setReviewing] = useState<WithdrawalRequest | null>(null);
  useWithdrawalLiveUpdates();
  const paid = requests?.filter((request) => request.status === 'approved') ?? [];

  return (
    <Card aria-labelledby="user-withdrawals-title">
      <CardHeader>
        <div>
          <CardTitle id="user-withdrawals-title">Withdrawal History</CardTitle>
          {requests?.length ? (
            <CardDescription>
              {requests.length} request{requests.length === 1 ? '' : 's'} · approved {totalShares(paid)}
            </CardDescription>
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading withdrawals..." />
        ) : !requests ? (
          <EmptyState title="Could not load withdrawals" description={errorText(error, 'The server did not answer.')} />
        ) : requests.length === 0 ? (
          <EmptyState title="No withdrawals yet" description="This user has not requested a withdrawal." />
        ) : (
          <StackedList aria-label="Withdrawal requests of this user">
            {requests.map((request) => (
              <StackedItem key={request.id}>
                <StackedRow>
                  <strong>{formatMoney(request.profitShareAmount, request.currency)}</strong>
                  <WithdrawalStatusBadge status={request.status} />
                </StackedRow>
                <StackedMeta>
                  Requested {formatDateTime(request.createdAt)} · profit {formatMoney(request.amount, request.currency)}
                  {request.processedAt ? ` · processed ${formatDateTime(request.processedAt)}` : ''}
                </StackedMeta>
                {request.adminNotes ? <StackedMeta>Notes: {request.adminNotes}</StackedMeta> : null}
                {request.status === 'pending' ? (
                  <Button size="sm" variant="secondary" onClick={() => setReviewing(request)}>
                    Review
                  </Button>
                ) : null}
              </StackedItem>
            ))}
          </StackedList>
        )}
      </CardContent>
      <ReviewWithdrawalDialog request={reviewing} onClose={() => setReviewing(null)} />
    </Card>
  );
}
