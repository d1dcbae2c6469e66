import { defineEndpoint } from './define.ts';

/** The reporting service's HTTP calls, as the gateway routes them and the apps call them. */
export const reportingEndpoints = {
  // admin (issue 23): every KPI of a date range as JSON, or one chart's data as CSV (`format=csv&series=`)
  getAdminReportsKpis: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reports/kpis',
    service: 'reporting',
    access: 'admin',
    roles: ['finance'],
  }),
};
