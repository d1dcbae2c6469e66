import type { Kpis, ReportSeries } from '@prop/contracts/reports';
import type { CsvColumn } from '@prop/service-kit/csv';

// biome-ignore lint/suspicious/noExplicitAny: each series pairs its own row type with its columns
type Table = { rows: readonly any[]; columns: readonly CsvColumn<any>[] };

const column = <Row>(header: string, value: CsvColumn<Row>['value']): CsvColumn<Row> => ({ header, value });
type Revenue = Kpis['revenue']['byDay'][number];
const revenueColumns = (period: string): CsvColumn<Revenue>[] => [
  column(period, (row) => row.period),
  column('purchases', (row) => row.purchases),
  column('gross', (row) => row.gross),
  column('refunds', (row) => row.refunds),
  column('net', (row) => row.net),
];

/** One chart's data as a table: the rows the chart draws and the columns they download as. */
export function seriesTable(kpis: Kpis, series: ReportSeries): Table {
  switch (series) {
    case 'revenue-by-day':
      return { rows: kpis.revenue.byDay, columns: revenueColumns('day') };
    case 'revenue-by-week':
      return { rows: kpis.revenue.byWeek, columns: revenueColumns('week') };
    case 'revenue-by-month':
      return { rows: kpis.revenue.byMonth, columns: revenueColumns('month') };
    case 'revenue-by-program':
      return {
        rows: kpis.revenue.byProgram,
        columns: [column('program', (row) => row.program), ...revenueColumns('program').slice(1)],
      };
    case 'payouts-by-day':
      return {
        rows: kpis.payouts.byDay,
        columns: [
          column('day', (row) => row.period),
          column('requested', (row) => row.requestedCount),
          column('requested amount', (row) => row.requestedAmount),
          column('paid', (row) => row.paidCount),
          column('paid amount', (row) => row.paidAmount),
        ],
      };
    case 'accounts-by-status':
      return {
        rows: kpis.accountsByStatus,
        columns: [column('status', (row) => row.status), column('accounts', (row) => row.count)],
      };
    case 'pass-rates':
      return {
        rows: kpis.passRates,
        columns: [
          column('group', (row) => row.group),
          column('started', (row) => row.started),
          column('passed', (row) => row.passed),
          column('breached', (row) => row.breached),
          column('pass rate %', (row) => row.passRate),
          column('breach rate %', (row) => row.breachRate),
        ],
      };
    case 'breaches-by-day':
      return {
        rows: kpis.breaches.byDay,
        columns: [
          column('day', (row) => row.period),
          column('rule', (row) => row.rule),
          column('breaches', (row) => row.count),
        ],
      };
    case 'registrations-by-day':
      return {
        rows: kpis.registrations.byDay,
        columns: [column('day', (row) => row.period), column('registrations', (row) => row.count)],
      };
    case 'kyc-funnel': {
      const { funnel } = kpis.registrations;
      return {
        rows: [
          { step: 'Registered', count: funnel.registered },
          { step: 'Documents submitted', count: funnel.documentsSubmitted },
          { step: 'Approved', count: funnel.approved },
        ],
        columns: [column('step', (row) => row.step), column('traders', (row) => row.count)],
      };
    }
    case 'support-by-day':
      return {
        rows: kpis.support.byDay,
        columns: [
          column('day', (row) => row.period),
          column('tickets opened', (row) => row.created),
          column('first responses', (row) => row.answered),
        ],
      };
    case 'open-tickets-by-age':
      return {
        rows: kpis.support.openByAge,
        columns: [column('age', (row) => row.age), column('open tickets', (row) => row.count)],
      };
  }
}
