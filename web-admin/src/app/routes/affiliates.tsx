import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useAffiliates } from '../../features/affiliates/api/get-affiliates.ts';
import { AffiliatesTable } from '../../features/affiliates/components/affiliates-table.tsx';

/** /admin/affiliates (issue 23): every affiliate, what their link brought and their commission. */
export function AffiliatesRoute() {
  const { data: affiliates, error, isLoading, mutate } = useAffiliates();
  return (
    <Page>
      <title>Affiliates · Admin</title>
      <PageHeader
        title="Affiliates"
        subtitle="Traders who refer others: clicks on their link, sign-ups, paid purchases and commission."
      />
      <Card>
        <CardHeader>
          <CardTitle>Affiliates</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading affiliates..." />
          ) : affiliates ? (
            <AffiliatesTable affiliates={affiliates} />
          ) : (
            <LoadError
              title="Could not load the affiliates"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
