import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useDeletionRequests } from '../../features/deletion-requests/api/deletion-requests.ts';
import { DeletionRequestList } from '../../features/deletion-requests/components/deletion-request-list.tsx';

/** /admin/deletion-requests: traders who asked for their account to be deleted, to confirm or reject. */
export function DeletionRequestsRoute() {
  const { data: requests, error, isLoading, mutate } = useDeletionRequests();
  return (
    <Page>
      <title>Deletion requests · Admin</title>
      <PageHeader
        title="Deletion Requests"
        subtitle="Traders who asked for their account to be deleted. Confirming deletes the account and its KYC files."
      />
      <Card>
        <CardHeader>
          <CardTitle>Requests</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading deletion requests..." />
          ) : requests ? (
            <DeletionRequestList requests={requests} />
          ) : (
            <LoadError
              title="Could not load deletion requests"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
