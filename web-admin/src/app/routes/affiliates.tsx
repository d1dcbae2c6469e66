import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useCommissionRates } from '../../features/affiliates/api/commission-rates.ts';
import { useAffiliates } from '../../features/affiliates/api/get-affiliates.ts';
import { AffiliatesTable } from '../../features/affiliates/components/affiliates-table.tsx';
import { CommissionRatesForm } from '../../features/affiliates/components/commission-rates-form.tsx';

/** /admin/affiliates (issue 23): every affiliate, what their link brought and their commission. */
export function AffiliatesRoute() {
  const { data: affiliates, error, isLoading, mutate } = useAffiliates();
  const rates = useCommissionRates();
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
      <Card aria-labelledby="commission-rates-title">
        <CardHeader>
          <div>
            <CardTitle id="commission-rates-title">Commission rates</CardTitle>
            <CardDescription>
              A program's rate wins over its tier's, either over the default. Commission already earned keeps its rate.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent>
          {rates.isLoading ? (
            <LoadingBlock label="Loading commission rates..." />
          ) : rates.data ? (
            <CommissionRatesForm rates={rates.data} onSaved={() => void rates.mutate()} />
          ) : (
            <LoadError
              title="Could not load the commission rates"
              description={errorText(rates.error, 'The server did not answer.')}
              onRetry={() => void rates.mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
