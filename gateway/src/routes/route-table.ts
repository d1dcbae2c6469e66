import type { ServiceName } from '@prop/service-kit/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** public: anyone; trader: a live trader session; admin: a live admin session. */
export type Access = 'public' | 'trader' | 'admin';
export const ACCESS_CLASSES: readonly Access[] = ['public', 'trader', 'admin'];

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify syntax, e.g. '/api/admin/user/:id'. */
  path: `/api/${string}`;
  service: ServiceName;
  access: Access;
  /** Largest accepted request body in bytes; DEFAULT_BODY_LIMIT when absent. */
  bodyLimit?: number;
  /**
   * An admin route open to an enrolment-only session (the firm requires a second factor and the
   * admin has none yet): what it takes to see who is signed in and enrol one. Every other admin
   * route refuses such a session.
   */
  beforeSecondFactor?: true;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** Two documents of up to 5 MB each plus multipart overhead. */
const KYC_UPLOAD_LIMIT = 12 * 1024 * 1024;

/**
 * Every documented /api call (spec section 7) and the service that owns it (ARCHITECTURE.md).
 * Nothing else under /api exists: an unlisted path answers 404 before reaching any service.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  // identity: sessions, the current user and KYC
  { method: 'POST', path: '/api/login', service: 'identity', access: 'public' },
  { method: 'POST', path: '/api/register', service: 'identity', access: 'public' },
  { method: 'POST', path: '/api/logout', service: 'identity', access: 'public' },
  { method: 'GET', path: '/api/user', service: 'identity', access: 'trader' },
  { method: 'PUT', path: '/api/user/personal', service: 'identity', access: 'trader' },
  { method: 'PUT', path: '/api/user/address', service: 'identity', access: 'trader' },
  { method: 'PUT', path: '/api/user/password', service: 'identity', access: 'trader' },
  { method: 'GET', path: '/api/kyc', service: 'identity', access: 'trader' },
  { method: 'POST', path: '/api/kyc/upload', service: 'identity', access: 'trader', bodyLimit: KYC_UPLOAD_LIMIT },
  // trader area, other services
  { method: 'GET', path: '/api/account', service: 'accounts', access: 'trader' },
  { method: 'POST', path: '/api/drawdown-breach/check', service: 'risk', access: 'trader' },
  // beyond the spec: the evidence of the latest breach of the trader's own account
  { method: 'GET', path: '/api/drawdown-breach/evidence', service: 'risk', access: 'trader' },
  { method: 'GET', path: '/api/withdrawal/requests', service: 'payouts', access: 'trader' },
  { method: 'POST', path: '/api/withdrawal/request', service: 'payouts', access: 'trader' },
  // beyond the spec: whether today is the withdrawal day on the firm's clock, for the dashboard's button
  { method: 'GET', path: '/api/withdrawal/window', service: 'payouts', access: 'trader' },
  { method: 'POST', path: '/api/purchase/funding-account', service: 'billing', access: 'trader' },
  { method: 'GET', path: '/api/purchase/history', service: 'billing', access: 'trader' },
  { method: 'POST', path: '/api/purchase/:id/checkout', service: 'billing', access: 'trader' },
  // Stripe's webhook: no session, trusted only through its signature, verified by billing on the raw body
  { method: 'POST', path: '/api/billing/stripe/webhook', service: 'billing', access: 'public' },
  { method: 'GET', path: '/api/economic-events', service: 'calendar', access: 'trader' },
  { method: 'GET', path: '/api/support/tickets', service: 'support', access: 'trader' },
  { method: 'POST', path: '/api/support/ticket', service: 'support', access: 'trader' },
  { method: 'POST', path: '/api/support/tickets/:ticketId/reply', service: 'support', access: 'trader' },
  // admin: identity
  { method: 'POST', path: '/api/admin/login', service: 'identity', access: 'public' },
  { method: 'POST', path: '/api/admin/logout', service: 'identity', access: 'public' },
  { method: 'GET', path: '/api/admin/me', service: 'identity', access: 'admin', beforeSecondFactor: true },
  // beyond the spec: the admin's own authenticator (TOTP) - its state, enrolling, confirming, disabling
  { method: 'GET', path: '/api/admin/security/totp', service: 'identity', access: 'admin', beforeSecondFactor: true },
  {
    method: 'POST',
    path: '/api/admin/security/totp/enrol',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  },
  {
    method: 'POST',
    path: '/api/admin/security/totp/confirm',
    service: 'identity',
    access: 'admin',
    beforeSecondFactor: true,
  },
  { method: 'POST', path: '/api/admin/security/totp/disable', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/users', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/user/:id', service: 'identity', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/user/:id', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/kyc', service: 'identity', access: 'admin' },
  { method: 'PUT', path: '/api/admin/kyc/:userId', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/user/kyc/:id', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/kyc/:userId/documents', service: 'identity', access: 'admin' },
  { method: 'GET', path: '/api/admin/kyc/documents/:documentId', service: 'identity', access: 'admin' },
  // admin: accounts
  { method: 'GET', path: '/api/admin/mt5-accounts', service: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/link-mt5', service: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/unlink-mt5', service: 'accounts', access: 'admin' },
  { method: 'GET', path: '/api/admin/user/account/:id', service: 'accounts', access: 'admin' },
  { method: 'POST', path: '/api/admin/mt5-accounts/:id/equity', service: 'accounts', access: 'admin' },
  // admin: risk
  { method: 'GET', path: '/api/admin/drawdown-breaches', service: 'risk', access: 'admin' },
  { method: 'POST', path: '/api/admin/resolve-breach', service: 'risk', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/drawdown-breaches/:id', service: 'risk', access: 'admin' },
  { method: 'GET', path: '/api/admin/drawdown-breaches/:id/evidence', service: 'risk', access: 'admin' },
  // admin: payouts
  { method: 'GET', path: '/api/admin/withdrawal-requests', service: 'payouts', access: 'admin' },
  { method: 'PUT', path: '/api/admin/withdrawal/:id', service: 'payouts', access: 'admin' },
  { method: 'GET', path: '/api/admin/user/withdrawals/:id', service: 'payouts', access: 'admin' },
  // admin: billing
  { method: 'GET', path: '/api/admin/purchases', service: 'billing', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/purchases/:id', service: 'billing', access: 'admin' },
  // admin: marketing
  { method: 'GET', path: '/api/admin/brevo/info', service: 'marketing', access: 'admin' },
  { method: 'GET', path: '/api/admin/brevo/lists', service: 'marketing', access: 'admin' },
  { method: 'POST', path: '/api/admin/brevo/sync', service: 'marketing', access: 'admin' },
  // beyond the spec: the progress of the running (or last) sync, which the admin page polls
  { method: 'GET', path: '/api/admin/brevo/sync', service: 'marketing', access: 'admin' },
  { method: 'POST', path: '/api/admin/brevo/add/:userId', service: 'marketing', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/brevo/remove/:userId', service: 'marketing', access: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/economic-events/import',
    service: 'calendar',
    access: 'admin',
    bodyLimit: 2 * 1024 * 1024,
  },
  // admin: support
  { method: 'GET', path: '/api/admin/support/tickets', service: 'support', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/support/tickets/:id', service: 'support', access: 'admin' },
  { method: 'POST', path: '/api/admin/support/tickets/:id/reply', service: 'support', access: 'admin' },
  { method: 'PATCH', path: '/api/admin/support/tickets/:id/close', service: 'support', access: 'admin' },
  // admin: the audit log of every admin action, kept by the audit service
  { method: 'GET', path: '/api/admin/audit-log', service: 'audit', access: 'admin' },
];

/** Admin paths read the admin cookie, every other path the trader cookie. */
export const isAdminPath = (path: string) => path.startsWith('/api/admin/');
