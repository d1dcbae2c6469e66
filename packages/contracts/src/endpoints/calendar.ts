import { defineEndpoint } from './define.ts';

/** The calendar service's HTTP calls, as the gateway routes them and the apps call them. */
export const calendarEndpoints = {
  getEconomicEvents: defineEndpoint({
    method: 'GET',
    path: '/api/economic-events',
    service: 'calendar',
    access: 'trader',
  }),
  postAdminEconomicEventsImport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/economic-events/import',
    service: 'calendar',
    access: 'admin',
    bodyLimit: 2 * 1024 * 1024,
    roles: ['risk'],
  }),
};
