import { defineEndpoint } from './define.ts';

/** The payouts service's HTTP calls, as the gateway routes them and the apps call them. */
export const payoutsEndpoints = {
  getWithdrawalRequests: defineEndpoint({
    method: 'GET',
    path: '/api/withdrawal/requests',
    service: 'payouts',
    access: 'trader',
  }),
  postWithdrawalRequest: defineEndpoint({
    method: 'POST',
    path: '/api/withdrawal/request',
    service: 'payouts',
    access: 'trader',
  }),
  // beyond the spec: whether today is the withdrawal day on the firm's clock, for the dashboard's button
  getWithdrawalWindow: defineEndpoint({
    method: 'GET',
    path: '/api/withdrawal/window',
    service: 'payouts',
    access: 'trader',
  }),
  // issue 18: every condition the server checks on a request, met or not, for the Withdraw Funds card
  getWithdrawalEligibility: defineEndpoint({
    method: 'GET',
    path: '/api/withdrawal/eligibility',
    service: 'payouts',
    access: 'trader',
  }),
  // admin: payouts
  getAdminWithdrawalRequests: defineEndpoint({
    method: 'GET',
    path: '/api/admin/withdrawal-requests',
    service: 'payouts',
    access: 'admin',
    roles: ['finance'],
  }),
  putAdminWithdrawalById: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/withdrawal/:id',
    service: 'payouts',
    access: 'admin',
    roles: ['finance'],
  }),
  getAdminUserWithdrawalsById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/withdrawals/:id',
    service: 'payouts',
    access: 'admin',
    roles: ['finance'],
  }),
};
