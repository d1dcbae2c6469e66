import { urlOf } from '@prop/contracts/endpoints/define';
import { reportingEndpoints } from '@prop/contracts/endpoints/reporting';
import type { Kpis, ReportSeries } from '@prop/contracts/reports';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export interface ReportRange {
  from: string;
  to: string;
}

/** Every figure of the dashboard for a range of the firm's days. */
export function useKpis(range: ReportRange) {
  return useSWR<Kpis>(urlOf(reportingEndpoints.getAdminReportsKpis, {}, { ...range }), (key: string) =>
    callEndpoint<Kpis>(reportingEndpoints.getAdminReportsKpis, key),
  );
}

/** Where one chart's data downloads as CSV, for the same range. */
export function kpiCsvHref(range: ReportRange, series: ReportSeries): string {
  return urlOf(reportingEndpoints.getAdminReportsKpis, {}, { ...range, format: 'csv', series });
}
