import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '@prop/service-kit/config';
import { ACCESS_CLASSES } from '@prop/contracts/endpoints/define';
import { API_ROUTES, type ApiRoute, isAdminPath } from '../src/routes/route-table.ts';

/** docs/product-rules.md §7, both tables, copied independently of the route table; plus the admin session check. */
const SPEC_CALLS = [
  'GET /api/user',
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'GET /api/account',
  'GET /api/withdrawal/requests',
  'GET /api/kyc',
  'POST /api/kyc/upload',
  'POST /api/withdrawal/request',
  // beyond the spec: whether today is the withdrawal day on the firm's clock (the dashboard's button)
  'GET /api/withdrawal/window',
  // issue 18: each condition of a withdrawal request, met or not (the Withdraw Funds card)
  'GET /api/withdrawal/eligibility',
  'POST /api/drawdown-breach/check',
  // beyond the spec: the evidence of the latest breach of the trader's own account
  'GET /api/drawdown-breach/evidence',
  'PUT /api/user/personal',
  'PUT /api/user/address',
  'PUT /api/user/password',
  'POST /api/purchase/funding-account',
  // beyond the spec: the trader's own purchases and their status, and paying one by card (Stripe Checkout)
  'GET /api/purchase/history',
  'POST /api/purchase/:id/checkout',
  // beyond the spec: Stripe's webhook confirming card payments, public and verified by its signature
  'POST /api/billing/stripe/webhook',
  'GET /api/economic-events',
  // beyond the spec: the audit log of admin actions
  'GET /api/admin/audit-log',
  // beyond the spec: the back office imports a calendar feed file
  'POST /api/admin/economic-events/import',
  // beyond the spec: the back office drives a simulated MT5 account's equity (demos, tests)
  'POST /api/admin/mt5-accounts/:id/equity',
  // beyond the spec (issue 17): the trading journal of the trader's own account and of any trader
  'GET /api/account/positions',
  'GET /api/account/trades',
  'GET /api/account/trades.csv',
  'GET /api/account/statistics',
  'GET /api/account/daily',
  'GET /api/account/equity-history',
  'GET /api/admin/user/:id/positions',
  'GET /api/admin/user/:id/trades',
  'GET /api/admin/user/:id/trades.csv',
  'GET /api/admin/user/:id/statistics',
  'GET /api/admin/user/:id/daily',
  'GET /api/admin/user/:id/equity-history',
  // beyond the spec (issue 17): the simulator's trading control
  'POST /api/admin/mt5-accounts/:id/positions',
  'DELETE /api/admin/mt5-accounts/:id/positions/:positionId',
  'POST /api/admin/mt5-prices',
  'GET /api/support/tickets',
  'POST /api/support/ticket',
  'POST /api/support/tickets/:ticketId/reply',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/users',
  'GET /api/admin/kyc',
  'GET /api/admin/mt5-accounts',
  'GET /api/admin/drawdown-breaches',
  'PUT /api/admin/kyc/:userId',
  'POST /api/admin/link-mt5',
  'POST /api/admin/unlink-mt5',
  'DELETE /api/admin/user/:id',
  'POST /api/admin/resolve-breach',
  'DELETE /api/admin/drawdown-breaches/:id',
  // beyond the spec: the evidence behind a breach (the update that broke the rule, the equity before it)
  'GET /api/admin/drawdown-breaches/:id/evidence',
  'GET /api/admin/withdrawal-requests',
  'PUT /api/admin/withdrawal/:id',
  'GET /api/admin/purchases',
  'PATCH /api/admin/purchases/:id',
  'GET /api/admin/user/:id',
  'GET /api/admin/user/account/:id',
  'GET /api/admin/user/kyc/:id',
  // beyond the spec: admins list and read a trader's KYC documents
  'GET /api/admin/kyc/:userId/documents',
  'GET /api/admin/kyc/documents/:documentId',
  'GET /api/admin/user/withdrawals/:id',
  'GET /api/admin/brevo/info',
  'GET /api/admin/brevo/lists',
  'POST /api/admin/brevo/sync',
  // beyond the spec: the progress of 'sync all', polled by the admin page while it runs
  'GET /api/admin/brevo/sync',
  'POST /api/admin/brevo/add/:userId',
  'DELETE /api/admin/brevo/remove/:userId',
  'GET /api/admin/support/tickets',
  'PATCH /api/admin/support/tickets/:id',
  'POST /api/admin/support/tickets/:id/reply',
  'PATCH /api/admin/support/tickets/:id/close',
  'GET /api/admin/me',
  // beyond the spec: the admin's own authenticator (TOTP)
  'GET /api/admin/security/totp',
  'POST /api/admin/security/totp/enrol',
  'POST /api/admin/security/totp/confirm',
  'POST /api/admin/security/totp/disable',
  // issue 18: the programs on sale, and the back office's programs editor
  'GET /api/programs',
  'GET /api/admin/programs',
  'POST /api/admin/programs',
  'GET /api/admin/programs/:id',
  'POST /api/admin/programs/:id/versions',
  // issue 18: the account judged by its pack, passed phases, certificates and breach reversals
  'GET /api/account/objectives',
  'GET /api/account/violations',
  'GET /api/admin/phase-reviews',
  'POST /api/admin/phase-reviews/:id',
  'GET /api/account/certificates',
  'GET /api/account/certificates/:file',
  'GET /api/certificates/:id',
  'POST /api/admin/drawdown-breaches/:id/reversal',
  'POST /api/admin/drawdown-breaches/:id/reversal/approve',
  'GET /api/admin/at-risk-accounts',
  // issue 19: password reset, e-mail verification, consent, sessions, the trader's data, deletion requests
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/email/verify',
  'POST /api/email/verification',
  'PUT /api/user/consent',
  'GET /api/user/sessions',
  'DELETE /api/user/sessions',
  'DELETE /api/user/sessions/:id',
  'GET /api/user/export',
  'GET /api/user/deletion-request',
  'POST /api/user/deletion-request',
  'GET /api/admin/deletion-requests',
  'POST /api/admin/deletion-requests/:userId/confirm',
  'POST /api/admin/deletion-requests/:userId/reject',
  // issue 19: admin password reset, passkeys and recovery codes
  'POST /api/admin/password/forgot',
  'POST /api/admin/password/reset',
  'POST /api/admin/login/passkey-options',
  'GET /api/admin/security/passkeys',
  'POST /api/admin/security/passkeys/options',
  'POST /api/admin/security/passkeys',
  'DELETE /api/admin/security/passkeys/:id',
  'POST /api/admin/security/recovery-codes',
  // issue 20: PDF receipts of paid purchases, and refunds of card purchases
  'GET /api/purchase/:id/receipt',
  'GET /api/admin/purchases/:id/receipt',
  'POST /api/admin/purchases/:id/refund',
  // issue 21: an owner manages the admins: invitations, roles, disabling, a lost second factor
  'GET /api/admin/admins',
  'POST /api/admin/admins',
  'PUT /api/admin/admins/:id/roles',
  'POST /api/admin/admins/:id/disable',
  'POST /api/admin/admins/:id/enable',
  'POST /api/admin/admins/:id/second-factor/reset',
  // issue 23: an admin views a trader's area read-only; the trader app shows and ends the view
  'POST /api/admin/view-as/:userId',
  'GET /api/view-as',
  'POST /api/view-as/end',
  // issue 23: discount codes, previewed by the trader before buying, managed by finance and marketing
  'GET /api/purchase/discount-code',
  'GET /api/admin/discount-codes',
  'POST /api/admin/discount-codes',
  'PATCH /api/admin/discount-codes/:id',
  // issue 23: affiliates: joining and the trader's figures, a visit through a link, the back office's list and rates
  'GET /api/affiliate',
  'POST /api/affiliate',
  'POST /api/affiliate/clicks',
  'POST /api/affiliate/payout',
  'GET /api/admin/affiliates',
  'GET /api/admin/affiliates/commission-rates',
  'PUT /api/admin/affiliates/commission-rates',
  // issue 23: the KPI dashboard's figures (JSON, or one chart as CSV)
  'GET /api/admin/reports/kpis',
];
/** What an admin who must enrol a second factor, and has none yet, may call: who they are and enrolling. */
const BEFORE_SECOND_FACTOR = [
  'GET /api/admin/me',
  'GET /api/admin/security/totp',
  'POST /api/admin/security/totp/enrol',
  'POST /api/admin/security/totp/confirm',
  // issue 19: a passkey is a second factor too, enrolled the same way
  'GET /api/admin/security/passkeys',
  'POST /api/admin/security/passkeys/options',
  'POST /api/admin/security/passkeys',
];
const PUBLIC = [
  'POST /api/login',
  'POST /api/register',
  'POST /api/logout',
  'POST /api/admin/login',
  'POST /api/admin/logout',
  // beyond the spec: Stripe calls it without a session; billing checks the signature on the raw body
  'POST /api/billing/stripe/webhook',
  // issue 18: the catalogue of programs, shown before sign-in too, and a certificate's check by anyone holding its id
  'GET /api/programs',
  'GET /api/certificates/:id',
  // issue 19: a forgotten password, an e-mail's verification link and a passkey sign-in come before any session
  'POST /api/password/forgot',
  'POST /api/password/reset',
  'POST /api/email/verify',
  'POST /api/admin/password/forgot',
  'POST /api/admin/password/reset',
  'POST /api/admin/login/passkey-options',
  // issue 23: a view session may make no trader write, so "End view" is public (it ends only a view)
  'POST /api/view-as/end',
  // issue 23: a visit through a referral link comes before any registration
  'POST /api/affiliate/clicks',
];
const key = (route: ApiRoute) => `${route.method} ${route.path}`;

describe('route table', () => {
  it('lists exactly the documented calls, each once', () => {
    const keys = API_ROUTES.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...SPEC_CALLS].sort());
  });

  it('gives every route an access class', () => {
    for (const route of API_ROUTES) expect(ACCESS_CLASSES, key(route)).toContain(route.access);
  });

  it('makes only the sign-in, registration, sign-out and signed-webhook calls public', () => {
    expect(
      API_ROUTES.filter((route) => route.access === 'public')
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });

  it('protects every other /api/admin route as admin and every other route as trader', () => {
    for (const route of API_ROUTES.filter((candidate) => candidate.access !== 'public')) {
      expect(route.access, key(route)).toBe(isAdminPath(route.path) ? 'admin' : 'trader');
    }
  });

  it('opens only the enrolment calls to an admin without the required second factor', () => {
    expect(
      API_ROUTES.filter((route) => route.beforeSecondFactor)
        .map(key)
        .sort(),
    ).toEqual([...BEFORE_SECOND_FACTOR].sort());
    for (const route of API_ROUTES.filter((candidate) => candidate.beforeSecondFactor)) {
      expect(route.access, key(route)).toBe('admin');
    }
  });

  it('sends every route to a known service', () => {
    for (const route of API_ROUTES) expect(SERVICE_NAMES, key(route)).toContain(route.service);
  });

  it('refuses, at compile time, a route without an access class', () => {
    // @ts-expect-error access is required: a route cannot be added without deciding who may call it
    const incomplete: ApiRoute = { method: 'GET', path: '/api/new', service: 'identity' };
    expect(incomplete).toBeDefined();
  });
});
