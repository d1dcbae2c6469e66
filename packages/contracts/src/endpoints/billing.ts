import { defineEndpoint } from './define.ts';

/** The billing service's HTTP calls, as the gateway routes them and the apps call them. */
export const billingEndpoints = {
  postPurchaseFundingAccount: defineEndpoint({
    method: 'POST',
    path: '/api/purchase/funding-account',
    service: 'billing',
    access: 'trader',
  }),
  /** What a discount code makes of a product's price, before buying. */
  getPurchaseDiscountCode: defineEndpoint({
    method: 'GET',
    path: '/api/purchase/discount-code',
    service: 'billing',
    access: 'trader',
  }),
  getPurchaseHistory: defineEndpoint({
    method: 'GET',
    path: '/api/purchase/history',
    service: 'billing',
    access: 'trader',
  }),
  postPurchaseByIdCheckout: defineEndpoint({
    method: 'POST',
    path: '/api/purchase/:id/checkout',
    service: 'billing',
    access: 'trader',
  }),
  /** The PDF receipt of the trader's own paid purchase. */
  getPurchaseByIdReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/purchase/:id/receipt',
    service: 'billing',
    access: 'trader',
  }),
  // Stripe's webhook: no session, trusted only through its signature, verified by billing on the raw body
  postBillingStripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/billing/stripe/webhook',
    service: 'billing',
    access: 'public',
  }),
  // admin: billing
  getAdminPurchases: defineEndpoint({
    method: 'GET',
    path: '/api/admin/purchases',
    service: 'billing',
    access: 'admin',
    roles: ['finance'],
  }),
  patchAdminPurchasesById: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/purchases/:id',
    service: 'billing',
    access: 'admin',
    roles: ['finance'],
  }),
  postAdminPurchasesByIdRefund: defineEndpoint({
    method: 'POST',
    path: '/api/admin/purchases/:id/refund',
    service: 'billing',
    access: 'admin',
    roles: ['finance'],
  }),
  getAdminPurchasesByIdReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/admin/purchases/:id/receipt',
    service: 'billing',
    access: 'admin',
    roles: ['finance'],
  }),
  getAdminDiscountCodes: defineEndpoint({
    method: 'GET',
    path: '/api/admin/discount-codes',
    service: 'billing',
    access: 'admin',
    roles: ['finance', 'marketing'],
  }),
  postAdminDiscountCodes: defineEndpoint({
    method: 'POST',
    path: '/api/admin/discount-codes',
    service: 'billing',
    access: 'admin',
    roles: ['finance', 'marketing'],
  }),
  patchAdminDiscountCodesById: defineEndpoint({
    method: 'PATCH',
    path: '/api/admin/discount-codes/:id',
    service: 'billing',
    access: 'admin',
    roles: ['finance', 'marketing'],
  }),
};
