import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { CardGrid, Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { StatCard } from '@prop/ui/stat-card';
import { errorText } from '@prop/web-client/api-fetch';
import { useKycRecords } from '../../features/kyc/api/get-kyc-records.ts';
import { KycTable } from '../../features/kyc/components/kyc-table.tsx';
import { csvUrl, DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';

/** /admin/kyc: every KYC submission with its status dropdown and the counts. */
export function KycRoute() {
  const { data: records, error, isLoading, mutate } = useKycRecords();
  const count = (status?: string) =>
    records ? records.filter((record) => !status || record.status === status).length : '—';

  return (
    <Page>
      <title>KYC · Admin</title>
      <PageHeader title="KYC Management" subtitle="Review identity verification and set each user's status." />
      <CardGrid $min="150px" aria-label="KYC counts" role="group">
        <StatCard label="Total" tone="info" value={count()} />
        <StatCard label="Pending" tone="warning" value={count('pending')} />
        <StatCard label="Approved" tone="success" value={count('approved')} />
        <StatCard label="Rejected" tone="danger" value={count('rejected')} />
      </CardGrid>
      <Card>
        <CardHeader>
          <CardTitle>KYC Submissions</CardTitle>
          <DownloadCsvLink href={csvUrl(identityEndpoints.getAdminKyc)} what="the KYC submissions" />
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading KYC submissions..." />
          ) : records ? (
            <KycTable records={records} />
          ) : (
            <LoadError
              title="Could not load KYC submissions"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
