import type { Kpis } from '@prop/contracts/reports';
import { formatEuro } from '@prop/contracts/money';
import { Field } from '@prop/ui/field';
import { Select } from '@prop/ui/select';
import { useState } from 'react';
import { useTheme } from 'styled-components';
import type { ReportRange } from '../api/get-kpis.ts';
import { euroTick, periodLabel, plotted } from '../utils/chart-values.ts';
import { ReportBarChart } from './bar-chart.tsx';
import { ReportCard } from './report-card.tsx';

const GRANULARITIES = {
  day: { label: 'By day', series: 'revenue-by-day', rows: (kpis: Kpis) => kpis.revenue.byDay },
  week: { label: 'By week', series: 'revenue-by-week', rows: (kpis: Kpis) => kpis.revenue.byWeek },
  month: { label: 'By month', series: 'revenue-by-month', rows: (kpis: Kpis) => kpis.revenue.byMonth },
} as const;
type Granularity = keyof typeof GRANULARITIES;

/** Paid purchases less refunds per day, week (from its Monday) or month. */
export function RevenueCard({ kpis, range }: { kpis: Kpis; range: ReportRange }) {
  const theme = useTheme();
  const [granularity, setGranularity] = useState<Granularity>('week');
  const chosen = GRANULARITIES[granularity];
  const data = chosen.rows(kpis).map((point) => ({
    period: point.period,
    gross: plotted(point.gross),
    refunds: plotted(point.refunds),
  }));
  return (
    <ReportCard
      title="Revenue"
      description="Paid purchases and refunds in euro, by the firm's days"
      range={range}
      series={chosen.series}
      actions={
        <Field label="Period">
          {(props) => (
            <Select
              {...props}
              value={granularity}
              onChange={(event) => setGranularity(event.target.value as Granularity)}
            >
              {Object.entries(GRANULARITIES).map(([value, option]) => (
                <option key={value} value={value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      }
    >
      <ReportBarChart
        data={data}
        category="period"
        label={`Revenue ${chosen.label.toLowerCase()}: purchases paid and refunds`}
        bars={[
          { key: 'gross', name: 'Purchases paid', color: theme.colors.success },
          { key: 'refunds', name: 'Refunds', color: theme.colors.danger },
        ]}
        formatCategory={periodLabel}
        formatValue={formatEuro}
        formatTick={euroTick}
      />
    </ReportCard>
  );
}
