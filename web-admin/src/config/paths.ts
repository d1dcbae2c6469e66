/**
 * Every admin route, relative to the router's basename (/admin). `getHref` builds a link;
 * `path` is the pattern the router registers.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  acceptInvitation: { path: '/accept-invitation', getHref: () => '/accept-invitation' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  reports: { path: '/reports', getHref: () => '/reports' },
  kyc: { path: '/kyc', getHref: () => '/kyc' },
  withdrawals: { path: '/withdrawals', getHref: () => '/withdrawals' },
  purchases: { path: '/purchases', getHref: () => '/purchases' },
  discountCodes: { path: '/discount-codes', getHref: () => '/discount-codes' },
  breaches: { path: '/breaches', getHref: () => '/breaches' },
  programs: { path: '/programs', getHref: () => '/programs' },
  program: {
    path: '/programs/:programId',
    getHref: (programId: string) => `/programs/${encodeURIComponent(programId)}`,
  },
  phaseReviews: { path: '/phase-reviews', getHref: () => '/phase-reviews' },
  support: { path: '/support', getHref: () => '/support' },
  brevo: { path: '/brevo', getHref: () => '/brevo' },
  audit: { path: '/audit', getHref: () => '/audit' },
  affiliates: { path: '/affiliates', getHref: () => '/affiliates' },
  security: { path: '/security', getHref: () => '/security' },
  admins: { path: '/admins', getHref: () => '/admins' },
  deletionRequests: { path: '/deletion-requests', getHref: () => '/deletion-requests' },
  user: { path: '/users/:userId', getHref: (userId: string) => `/users/${encodeURIComponent(userId)}` },
} as const;
