import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { CardGrid, Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { StatCard } from '@prop/ui/stat-card';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useWithdrawalRequests } from '../../features/withdrawals/api/get-withdrawal-requests.ts';
import { useWithdrawalLiveUpdates } from '../../features/withdrawals/api/use-withdrawal-live-updates.ts';
import { PendingWithdrawalsTable } from '../../features/withdrawals/components/pending-withdrawals-table.tsx';
import { ProcessedWithdrawalsTable } from '../../features/withdrawals/components/processed-withdrawals-table.tsx';
import { ReviewWithdrawalDialog } from '../../features/withdrawals/components/review-withdrawal-dialog.tsx';
import { splitWithdrawals, totalShares } from '../../features/withdrawals/utils/withdrawal-lists.ts';
import { csvUrl, DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';

/** /admin/withdrawals: pending and processed requests (every 5 s and live), reviewed in a dialog. */
export function WithdrawalsRoute() {
  const { data: requests, error, isLoading, mutate } = useWithdrawalRequests();
  // The request under review is read from the live list, so a first approval given meanwhile by
  // another admin shows in the open dialog (its marker and the second-approval button).
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const reviewing = requests?.find((request) => request.id === reviewingId) ?? null;
  useWithdrawalLiveUpdates();
  const lists = requests ? splitWithdrawals(requests) : null;
  const awaitingSecond = lists?.pending.filter((request) => request.awaitingSecondApproval).length;
  const count = (status: WithdrawalRequest['status']) => lists?.processed.filter((r) => r.status === status).length;

  const loadFailed = (
    <LoadError
      title="Could not load withdrawal requests"
      description={errorText(error, 'The server did not answer.')}
      onRetry={() => void mutate()}
    />
  );

  return (
    <Page>
      <title>Withdrawals · Admin</title>
      <PageHeader
        title="Withdrawal Requests"
        subtitle="Review traders' profit withdrawals. Approved requests are paid within 1-3 business days."
        actions={
          <DownloadCsvLink href={csvUrl(payoutsEndpoints.getAdminWithdrawalRequests)} what="all withdrawal requests" />
        }
      />
      <CardGrid $min="160px" aria-label="Withdrawal counts" role="group">
        <StatCard label="Pending" tone="warning" value={lists?.pending.length ?? '—'} />
        <StatCard label="Awaiting second approval" tone="warning" value={awaitingSecond ?? '—'} />
        <StatCard label="Pending payouts" tone="info" value={lists ? totalShares(lists.pending) : '—'} />
        <StatCard label="Approved" tone="success" value={count('approved') ?? '—'} />
        <StatCard label="Rejected" tone="danger" value={count('rejected') ?? '—'} />
      </CardGrid>
      <Card aria-labelledby="pending-withdrawals-title">
        <CardHeader>
          <div>
            <CardTitle id="pending-withdrawals-title">Pending Requests</CardTitle>
            <CardDescription>Oldest first · refreshed every 5 s</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading withdrawal requests..." />
          ) : lists ? (
            <PendingWithdrawalsTable requests={lists.pending} onReview={(request) => setReviewingId(request.id)} />
          ) : (
            loadFailed
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="processed-withdrawals-title">
        <CardHeader>
          <div>
            <CardTitle id="processed-withdrawals-title">Processed Requests</CardTitle>
            <CardDescription>Most recent decision first</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading withdrawal requests..." />
          ) : lists ? (
            <ProcessedWithdrawalsTable requests={lists.processed} />
          ) : (
            loadFailed
          )}
        </CardContent>
      </Card>
      <ReviewWithdrawalDialog request={reviewing} onClose={() => setReviewingId(null)} />
    </Page>
  );
}
