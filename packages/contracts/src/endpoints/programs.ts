import { defineEndpoint } from './define.ts';

/** The programs service's HTTP calls, as the gateway routes them and the apps call them. */
export const programsEndpoints = {
  getPrograms: defineEndpoint({ method: 'GET', path: '/api/programs', service: 'programs', access: 'public' }),
  getAdminPrograms: defineEndpoint({
    method: 'GET',
    path: '/api/admin/programs',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminPrograms: defineEndpoint({
    method: 'POST',
    path: '/api/admin/programs',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  getAdminProgramsById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/programs/:id',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminProgramsByIdVersions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/programs/:id/versions',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  getAdminPhaseReviews: defineEndpoint({
    method: 'GET',
    path: '/api/admin/phase-reviews',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminPhaseReviewsById: defineEndpoint({
    method: 'POST',
    path: '/api/admin/phase-reviews/:id',
    service: 'programs',
    access: 'admin',
    roles: ['risk'],
  }),
  getAccountCertificates: defineEndpoint({
    method: 'GET',
    path: '/api/account/certificates',
    service: 'programs',
    access: 'trader',
  }),
  // The file is '{certificate id}.pdf'.
  getAccountCertificatePdf: defineEndpoint({
    method: 'GET',
    path: '/api/account/certificates/:file',
    service: 'programs',
    access: 'trader',
  }),
  getCertificatesById: defineEndpoint({
    method: 'GET',
    path: '/api/certificates/:id',
    service: 'programs',
    access: 'public',
  }),
};
