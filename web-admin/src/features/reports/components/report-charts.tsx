import type { Kpis } from '@prop/contracts/reports';
import { formatEuro } from '@prop/contracts/money';
import { CardGrid } from '@prop/ui/page';
import { useTheme } from 'styled-components';
import type { ReportRange } from '../api/get-kpis.ts';
import { breachesByDayAndRule, euroTick, periodLabel, plotted, ruleName } from '../utils/chart-values.ts';
import { ReportBarChart } from './bar-chart.tsx';
import { PassRatesTable } from './pass-rates-table.tsx';
import { ReportCard } from './report-card.tsx';
import { RevenueCard } from './revenue-card.tsx';

const statusName = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Every chart of the dashboard, each with its CSV. */
export function ReportCharts({ kpis, range }: { kpis: Kpis; range: ReportRange }) {
  const theme = useTheme();
  const palette = [
    theme.colors.danger,
    theme.colors.warning,
    theme.colors.info,
    theme.colors.caution,
    theme.colors.neutral,
  ];
  const days = kpis.registrations.byDay.map((point) => point.period);
  const breaches = breachesByDayAndRule(kpis.breaches.byDay, days);
  const { funnel } = kpis.registrations;
  return (
    <>
      <CardGrid $min="440px">
        <RevenueCard kpis={kpis} range={range} />
        <ReportCard
          title="Revenue by program"
          description="Net of refunds, in euro"
          range={range}
          series="revenue-by-program"
        >
          <ReportBarChart
            data={kpis.revenue.byProgram.map((row) => ({ program: row.program, net: plotted(row.net) }))}
            category="program"
            label="Net revenue by program"
            bars={[{ key: 'net', name: 'Net revenue', color: theme.colors.success }]}
            formatValue={formatEuro}
            formatTick={euroTick}
          />
        </ReportCard>
        <ReportCard
          title="Payouts"
          description="Requested and paid per day, in euro"
          range={range}
          series="payouts-by-day"
        >
          <ReportBarChart
            data={kpis.payouts.byDay.map((point) => ({
              period: point.period,
              requested: plotted(point.requestedAmount),
              paid: plotted(point.paidAmount),
            }))}
            category="period"
            label="Payouts requested and paid per day"
            bars={[
              { key: 'requested', name: 'Requested', color: theme.colors.warning },
              { key: 'paid', name: 'Paid', color: theme.colors.info },
            ]}
            formatCategory={periodLabel}
            formatValue={formatEuro}
            formatTick={euroTick}
          />
        </ReportCard>
        <ReportCard
          title="Accounts by status"
          description="Every trading account, now"
          range={range}
          series="accounts-by-status"
        >
          <ReportBarChart
            data={kpis.accountsByStatus.map((row) => ({ status: statusName(row.status), count: row.count }))}
            category="status"
            label="Trading accounts by status"
            bars={[{ key: 'count', name: 'Accounts', color: theme.colors.info }]}
          />
        </ReportCard>
        <ReportCard
          title="Breaches per day"
          description="By rule; reversed breaches excluded"
          range={range}
          series="breaches-by-day"
        >
          <ReportBarChart
            data={breaches.data}
            category="period"
            label="Breaches per day by rule"
            stacked
            bars={breaches.rules.map((rule, index) => ({
              key: rule,
              name: ruleName(rule),
              color: palette[index % palette.length] as string,
            }))}
            formatCategory={periodLabel}
          />
        </ReportCard>
        <ReportCard title="Registrations" description="New traders per day" range={range} series="registrations-by-day">
          <ReportBarChart
            data={kpis.registrations.byDay}
            category="period"
            label="Registrations per day"
            bars={[{ key: 'count', name: 'Registrations', color: theme.colors.primary }]}
            formatCategory={periodLabel}
          />
        </ReportCard>
        <ReportCard
          title="KYC funnel"
          description="Traders registered in the range, and how far they came"
          range={range}
          series="kyc-funnel"
        >
          <ReportBarChart
            data={[
              { step: 'Registered', traders: funnel.registered },
              { step: 'Documents sent', traders: funnel.documentsSubmitted },
              { step: 'Approved', traders: funnel.approved },
            ]}
            category="step"
            label={`KYC funnel: ${funnel.registered} registered, ${funnel.documentsSubmitted} sent documents, ${funnel.approved} approved`}
            bars={[{ key: 'traders', name: 'Traders', color: theme.colors.success }]}
          />
        </ReportCard>
        <ReportCard
          title="Support volume"
          description="Tickets opened and first answered per day"
          range={range}
          series="support-by-day"
        >
          <ReportBarChart
            data={kpis.support.byDay}
            category="period"
            label="Support tickets opened and first answered per day"
            bars={[
              { key: 'created', name: 'Opened', color: theme.colors.warning },
              { key: 'answered', name: 'First answered', color: theme.colors.success },
            ]}
            formatCategory={periodLabel}
          />
        </ReportCard>
        <ReportCard
          title="Open tickets by age"
          description="Open or in progress, now"
          range={range}
          series="open-tickets-by-age"
        >
          <ReportBarChart
            data={kpis.support.openByAge}
            category="age"
            label="Open tickets by age"
            bars={[{ key: 'count', name: 'Open tickets', color: theme.colors.caution }]}
          />
        </ReportCard>
      </CardGrid>
      <ReportCard
        title="Pass and breach rates"
        description="Accounts that started a phase in the range"
        range={range}
        series="pass-rates"
      >
        <PassRatesTable rows={kpis.passRates} />
      </ReportCard>
    </>
  );
}
