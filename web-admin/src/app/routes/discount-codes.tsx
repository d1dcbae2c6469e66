import { Card, CardContent, CardHeader, CardTitle } from '@prop/ui/card';
import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useDiscountCodes } from '../../features/discount-codes/api/discount-codes.ts';
import { DiscountCodeForm } from '../../features/discount-codes/components/discount-code-form.tsx';
import { DiscountCodesList } from '../../features/discount-codes/components/discount-codes-list.tsx';

/** /admin/discount-codes: finance and marketing create codes, see their uses, disable or enable them. */
export function DiscountCodesRoute() {
  const { data: codes, error, isLoading, mutate } = useDiscountCodes();
  return (
    <Page>
      <title>Discount Codes · Admin</title>
      <PageHeader
        title="Discount codes"
        subtitle="Codes traders enter when they buy an account. Every change here is in the audit log."
      />
      <DiscountCodeForm />
      <Card>
        <CardHeader>
          <CardTitle>Codes</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? (
            <LoadingBlock label="Loading discount codes..." />
          ) : codes ? (
            <DiscountCodesList codes={codes} />
          ) : (
            <LoadError
              title="Could not load the discount codes"
              description={errorText(error, 'The server did not answer.')}
              onRetry={() => void mutate()}
            />
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
