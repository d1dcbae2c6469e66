/** Every route of the trader app, named once. Links and the router read from here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  tradingJournal: { path: '/trading-journal', getHref: () => '/trading-journal' },
  purchase: {
    path: '/purchase',
    getHref: (programId?: string) => (programId ? `/purchase?program=${encodeURIComponent(programId)}` : '/purchase'),
  },
  economicCalendar: { path: '/economic-calendar', getHref: () => '/economic-calendar' },
  education: { path: '/education', getHref: () => '/education' },
  helpDesk: { path: '/help-desk', getHref: () => '/help-desk' },
  affiliate: { path: '/affiliate', getHref: () => '/affiliate' },
  settings: { path: '/settings', getHref: () => '/settings' },
  // Opened from the sign-in form or an e-mail, signed in or not.
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
} as const;

export type PathName = keyof typeof paths;
