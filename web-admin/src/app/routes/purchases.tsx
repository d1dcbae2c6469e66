import type { AdminPurchase } from '@prop/contracts/purchase';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { type ReactNode, useState } from 'react';
import { BackLink } from '../../components/back-link.tsx';
import { paths } from '../../config/paths.ts';
import { useAdmin } from '../../shared/api/get-admin.ts';
import { useAdminPurchases } from '../../features/purchases/api/get-purchases.ts';
import { usePurchaseLiveUpdates } from '../../features/purchases/api/use-purchase-live-updates.ts';
import { ManagePurchaseDialog } from '../../features/purchases/components/manage-purchase-dialog.tsx';
import { PendingPurchasesTable } from '../../features/purchases/components/pending-purchases-table.tsx';
import { ProcessedPurchasesTable } from '../../features/purchases/components/processed-purchases-table.tsx';
import { PurchaseStats } from '../../features/purchases/components/purchase-stats.tsx';
import { usePurchaseDecision } from '../../features/purchases/components/use-purchase-decision.ts';
import { csvUrl, DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { billingEndpoints } from '@prop/contracts/endpoints/billing';

/** /admin/purchases: pending and processed purchases (live), total revenue, quick Approve and the manage dialog. */
export function PurchasesRoute() {
  const { data: list, error, isLoading, mutate } = useAdminPurchases();
  const { data: admin } = useAdmin();
  const [managing, setManaging] = useState<AdminPurchase | null>(null);
  const quick = usePurchaseDecision();
  usePurchaseLiveUpdates();

  const content = (table: ReactNode) =>
    isLoading ? (
      <LoadingBlock label="Loading purchases..." />
    ) : list ? (
      table
    ) : (
      <LoadError
        title="Could not load purchases"
        description={errorText(error, 'The server did not answer.')}
        onRetry={() => void mutate()}
      />
    );

  return (
    <Page>
      <title>Purchases · Admin</title>
      <PageHeader
        before={<BackLink to={paths.dashboard.getHref()}>Back to dashboard</BackLink>}
        title="Funding Purchases"
        subtitle="Approve funding-account purchases once paid; approving funds the trader's account."
        actions={<DownloadCsvLink href={csvUrl(billingEndpoints.getAdminPurchases)} what="all purchases" />}
      />
      <PurchaseStats list={list} />
      <Card aria-labelledby="pending-purchases-title">
        <CardHeader>
          <div>
            <CardTitle id="pending-purchases-title">Pending Purchases</CardTitle>
            <CardDescription>Newest first · match bank transfers by their reference</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {content(
            <PendingPurchasesTable
              purchases={list?.pending ?? []}
              approvingId={quick.deciding?.id ?? null}
              busy={quick.isMutating}
              onApprove={(purchase) => void quick.decide(purchase, 'approved')}
              onManage={setManaging}
            />,
          )}
        </CardContent>
      </Card>
      <Card aria-labelledby="processed-purchases-title">
        <CardHeader>
          <div>
            <CardTitle id="processed-purchases-title">Processed Purchases</CardTitle>
            <CardDescription>Most recent decision first</CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {content(
            <ProcessedPurchasesTable
              purchases={list?.processed ?? []}
              currentAdminId={admin?.id}
              onManage={setManaging}
            />,
          )}
        </CardContent>
      </Card>
      <ManagePurchaseDialog purchase={managing} currentAdminId={admin?.id} onClose={() => setManaging(null)} />
    </Page>
  );
}
