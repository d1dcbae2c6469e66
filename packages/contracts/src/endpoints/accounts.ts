import { defineEndpoint } from './define.ts';

/** The accounts service's HTTP calls, as the gateway routes them and the apps call them. */
export const accountsEndpoints = {
  // trader area, other services
  getAccount: defineEndpoint({ method: 'GET', path: '/api/account', service: 'accounts', access: 'trader' }),
  // admin: accounts
  getAdminMt5Accounts: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mt5-accounts',
    service: 'accounts',
    access: 'admin',
  }),
  postAdminLinkMt5: defineEndpoint({
    method: 'POST',
    path: '/api/admin/link-mt5',
    service: 'accounts',
    access: 'admin',
  }),
  postAdminUnlinkMt5: defineEndpoint({
    method: 'POST',
    path: '/api/admin/unlink-mt5',
    service: 'accounts',
    access: 'admin',
  }),
  getAdminUserAccountById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/account/:id',
    service: 'accounts',
    access: 'admin',
  }),
  postAdminMt5AccountsByIdEquity: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mt5-accounts/:id/equity',
    service: 'accounts',
    access: 'admin',
  }),
};
