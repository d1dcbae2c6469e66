import { defineEndpoint } from './define.ts';

/** The risk service's HTTP calls, as the gateway routes them and the apps call them. */
export const riskEndpoints = {
  postDrawdownBreachCheck: defineEndpoint({
    method: 'POST',
    path: '/api/drawdown-breach/check',
    service: 'risk',
    access: 'trader',
  }),
  // beyond the spec: the evidence of the latest breach of the trader's own account
  getDrawdownBreachEvidence: defineEndpoint({
    method: 'GET',
    path: '/api/drawdown-breach/evidence',
    service: 'risk',
    access: 'trader',
  }),
  // beyond the spec (issue 18): the trader's account judged by its rule pack
  getAccountObjectives: defineEndpoint({
    method: 'GET',
    path: '/api/account/objectives',
    service: 'risk',
    access: 'trader',
  }),
  getAccountViolations: defineEndpoint({
    method: 'GET',
    path: '/api/account/violations',
    service: 'risk',
    access: 'trader',
  }),
  // admin: risk
  getAdminDrawdownBreaches: defineEndpoint({
    method: 'GET',
    path: '/api/admin/drawdown-breaches',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminResolveBreach: defineEndpoint({
    method: 'POST',
    path: '/api/admin/resolve-breach',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  deleteAdminDrawdownBreachesById: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/drawdown-breaches/:id',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminDrawdownBreachesByIdReversal: defineEndpoint({
    method: 'POST',
    path: '/api/admin/drawdown-breaches/:id/reversal',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminDrawdownBreachesByIdReversalApprove: defineEndpoint({
    method: 'POST',
    path: '/api/admin/drawdown-breaches/:id/reversal/approve',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  // issue 18: accounts past a warning level of a loss limit today, before any breach
  getAdminAtRiskAccounts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/at-risk-accounts',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
  getAdminDrawdownBreachesByIdEvidence: defineEndpoint({
    method: 'GET',
    path: '/api/admin/drawdown-breaches/:id/evidence',
    service: 'risk',
    access: 'admin',
    roles: ['risk'],
  }),
};
