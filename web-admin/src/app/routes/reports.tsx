import { LoadError } from '@prop/ui/load-error';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useState } from 'react';
import { useKpis } from '../../features/reports/api/get-kpis.ts';
import { DateRangeForm } from '../../features/reports/components/date-range-form.tsx';
import { KpiCards } from '../../features/reports/components/kpi-cards.tsx';
import { ReportCharts } from '../../features/reports/components/report-charts.tsx';
import { initialRange } from '../../features/reports/utils/report-range.ts';

/** /admin/reports: the business at a glance for a range of days, every chart downloadable as CSV. */
export function ReportsRoute() {
  const [range, setRange] = useState(initialRange);
  const { data: kpis, error, isLoading, mutate } = useKpis(range);
  return (
    <Page>
      <title>Reports · Admin</title>
      <PageHeader
        title="Reports"
        subtitle={`Revenue, payouts, accounts, KYC and support${kpis ? `, days in ${kpis.range.timeZone}` : ''}.`}
        actions={<DateRangeForm range={range} onApply={setRange} />}
      />
      {isLoading ? (
        <LoadingBlock label="Loading the figures..." />
      ) : kpis ? (
        <>
          <KpiCards kpis={kpis} />
          <ReportCharts kpis={kpis} range={range} />
        </>
      ) : (
        <LoadError
          title="Could not load the reports"
          description={errorText(error, 'The server did not answer.')}
          onRetry={() => void mutate()}
        />
      )}
    </Page>
  );
}
