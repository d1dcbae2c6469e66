import { defineEndpoint } from './define.ts';

/** The programs service's HTTP calls, as the gateway routes them and the apps call them. */
export const programsEndpoints = {
  getPrograms: defineEndpoint({ method: 'GET', path: '/api/programs', service: 'programs', access: 'public' }),
  getAdminPrograms: defineEndpoint({
    method: 'GET',
    path: '/api/admin/programs',
    service: 'programs',
    access: 'admin',
  }),
  postAdminPrograms: defineEndpoint({
    method: 'POST',
    path: '/api/admin/programs',
    service: 'programs',
    access: 'admin',
  }),
  getAdminProgramsById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/programs/:id',
    service: 'programs',
    access: 'admin',
  }),
  postAdminProgramsByIdVersions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/programs/:id/versions',
    service: 'programs',
    access: 'admin',
  }),
};
