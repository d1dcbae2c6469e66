import { LoadingBlock } from '@prop/ui/spinner';
import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { CenteredMain } from '../components/centered-main.tsx';
import { NotFound } from '../components/not-found.tsx';
import { ScreenNotShown } from '../components/screen-not-shown.tsx';
import { paths } from '../config/paths.ts';
import { RequireAdmin } from '../features/auth/components/require-admin.tsx';
import { AdminLayout } from './routes/admin-layout.tsx';
import { SignInRoute } from './routes/sign-in.tsx';

/**
 * A screen's code, fetched the first time it is opened: the sign-in screen and the layout come with
 * the app, and a member of staff who signs in to approve withdrawals does not wait for the reports'
 * charts, the program editor or the audit log. A screen whose code cannot be fetched says so in its
 * place, the navigation still there; its retry loads the page again, and with it the router.
 */
const screen = (load: () => Promise<ComponentType>) => ({
  lazy: async () => ({ Component: await load().catch(() => ScreenNotShown) }),
});

/** Anything else that fails: the same, alone on the page. */
function PageNotShown() {
  return (
    <CenteredMain>
      <ScreenNotShown />
    </CenteredMain>
  );
}

/** Shown while the first screen's code arrives, when the app is opened at a screen's address. */
function OpeningScreen() {
  return (
    <CenteredMain>
      <LoadingBlock label="Loading..." />
    </CenteredMain>
  );
}

/** docs/product-rules.md §2: every admin route under /admin; the screens behind sign-in need an admin session. */
const router = createBrowserRouter(
  [
    {
      HydrateFallback: OpeningScreen,
      ErrorBoundary: PageNotShown,
      children: [
        { path: paths.home.path, element: <SignInRoute /> },
        { path: paths.login.path, element: <SignInRoute /> },
        {
          path: paths.forgotPassword.path,
          ...screen(async () => (await import('./routes/forgot-password.tsx')).ForgotPasswordRoute),
        },
        {
          path: paths.resetPassword.path,
          ...screen(async () => (await import('./routes/reset-password.tsx')).ResetPasswordRoute),
        },
        {
          path: paths.acceptInvitation.path,
          ...screen(async () => (await import('./routes/accept-invitation.tsx')).AcceptInvitationRoute),
        },
        {
          element: (
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          ),
          children: [
            {
              path: paths.dashboard.path,
              ...screen(async () => (await import('./routes/dashboard.tsx')).DashboardRoute),
            },
            {
              path: paths.breaches.path,
              ...screen(async () => (await import('./routes/dashboard.tsx')).DashboardRoute),
            },
            { path: paths.reports.path, ...screen(async () => (await import('./routes/reports.tsx')).ReportsRoute) },
            { path: paths.kyc.path, ...screen(async () => (await import('./routes/kyc.tsx')).KycRoute) },
            {
              path: paths.withdrawals.path,
              ...screen(async () => (await import('./routes/withdrawals.tsx')).WithdrawalsRoute),
            },
            {
              path: paths.purchases.path,
              ...screen(async () => (await import('./routes/purchases.tsx')).PurchasesRoute),
            },
            {
              path: paths.discountCodes.path,
              ...screen(async () => (await import('./routes/discount-codes.tsx')).DiscountCodesRoute),
            },
            { path: paths.programs.path, ...screen(async () => (await import('./routes/programs.tsx')).ProgramsRoute) },
            {
              path: paths.program.path,
              ...screen(async () => (await import('./routes/program-details.tsx')).ProgramDetailsRoute),
            },
            {
              path: paths.phaseReviews.path,
              ...screen(async () => (await import('./routes/phase-reviews.tsx')).PhaseReviewsRoute),
            },
            { path: paths.support.path, ...screen(async () => (await import('./routes/support.tsx')).SupportRoute) },
            { path: paths.brevo.path, ...screen(async () => (await import('./routes/brevo.tsx')).BrevoRoute) },
            { path: paths.audit.path, ...screen(async () => (await import('./routes/audit-log.tsx')).AuditLogRoute) },
            { path: paths.security.path, ...screen(async () => (await import('./routes/security.tsx')).SecurityRoute) },
            { path: paths.admins.path, ...screen(async () => (await import('./routes/admins.tsx')).AdminsRoute) },
            {
              path: paths.affiliates.path,
              ...screen(async () => (await import('./routes/affiliates.tsx')).AffiliatesRoute),
            },
            {
              path: paths.deletionRequests.path,
              ...screen(async () => (await import('./routes/deletion-requests.tsx')).DeletionRequestsRoute),
            },
            {
              path: paths.user.path,
              ...screen(async () => (await import('./routes/user-details.tsx')).UserDetailsRoute),
            },
          ],
        },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
