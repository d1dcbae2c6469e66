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
    roles: ['risk'],
  }),
  postAdminLinkMt5: defineEndpoint({
    method: 'POST',
    path: '/api/admin/link-mt5',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminUnlinkMt5: defineEndpoint({
    method: 'POST',
    path: '/api/admin/unlink-mt5',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
  getAdminUserAccountById: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/account/:id',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  postAdminMt5AccountsByIdEquity: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mt5-accounts/:id/equity',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
  // trader: trading data of the caller's own account
  getAccountPositions: defineEndpoint({
    method: 'GET',
    path: '/api/account/positions',
    service: 'accounts',
    access: 'trader',
  }),
  getAccountTrades: defineEndpoint({
    method: 'GET',
    path: '/api/account/trades',
    service: 'accounts',
    access: 'trader',
  }),
  getAccountTradesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/account/trades.csv',
    service: 'accounts',
    access: 'trader',
  }),
  getAccountStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/account/statistics',
    service: 'accounts',
    access: 'trader',
  }),
  getAccountDaily: defineEndpoint({ method: 'GET', path: '/api/account/daily', service: 'accounts', access: 'trader' }),
  getAccountEquityHistory: defineEndpoint({
    method: 'GET',
    path: '/api/account/equity-history',
    service: 'accounts',
    access: 'trader',
  }),
  // admin: a trader's trading data, by user id
  getAdminUserPositions: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/positions',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  getAdminUserTrades: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/trades',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  getAdminUserTradesCsv: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/trades.csv',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  getAdminUserStatistics: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/statistics',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  getAdminUserDaily: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/daily',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  getAdminUserEquityHistory: defineEndpoint({
    method: 'GET',
    path: '/api/admin/user/:id/equity-history',
    service: 'accounts',
    access: 'admin',
    roles: ['finance', 'risk', 'support'],
  }),
  // admin: the simulator's trading control (refused outside the simulator and in production)
  postAdminMt5AccountPositions: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mt5-accounts/:id/positions',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
  deleteAdminMt5AccountPosition: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/mt5-accounts/:id/positions/:positionId',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
  postAdminMt5Prices: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mt5-prices',
    service: 'accounts',
    access: 'admin',
    roles: ['risk'],
  }),
};
