import { defineEndpoint } from './define.ts';

/** The affiliates service's HTTP calls (issue 23), as the gateway routes them and the apps call them. */
export const affiliatesEndpoints = {
  getAffiliate: defineEndpoint({
    method: 'GET',
    path: '/api/affiliate',
    service: 'affiliates',
    access: 'trader',
  }),
  postAffiliate: defineEndpoint({
    method: 'POST',
    path: '/api/affiliate',
    service: 'affiliates',
    access: 'trader',
  }),
  // The whole available commission, reserved and sent to payouts as an affiliate_commission withdrawal.
  postAffiliatePayout: defineEndpoint({
    method: 'POST',
    path: '/api/affiliate/payout',
    service: 'affiliates',
    access: 'trader',
  }),
  // A visit through a referral link, reported by the trader app before anyone signs in.
  postAffiliateClick: defineEndpoint({
    method: 'POST',
    path: '/api/affiliate/clicks',
    service: 'affiliates',
    access: 'public',
    bodyLimit: 1024,
  }),
  getAdminAffiliates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/affiliates',
    service: 'affiliates',
    access: 'admin',
    roles: ['finance', 'marketing'],
  }),
  getAdminAffiliateCommissionRates: defineEndpoint({
    method: 'GET',
    path: '/api/admin/affiliates/commission-rates',
    service: 'affiliates',
    access: 'admin',
    roles: ['finance'],
  }),
  putAdminAffiliateCommissionRates: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/affiliates/commission-rates',
    service: 'affiliates',
    access: 'admin',
    roles: ['finance'],
  }),
};
