import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { NotFound } from '../components/not-found.tsx';
import { paths } from '../config/paths.ts';
import { RequireAdmin } from '../features/auth/components/require-admin.tsx';
import { AcceptInvitationRoute } from './routes/accept-invitation.tsx';
import { AdminLayout } from './routes/admin-layout.tsx';
import { AdminsRoute } from './routes/admins.tsx';
import { AffiliatesRoute } from './routes/affiliates.tsx';
import { AuditLogRoute } from './routes/audit-log.tsx';
import { BrevoRoute } from './routes/brevo.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { DiscountCodesRoute } from './routes/discount-codes.tsx';
import { DeletionRequestsRoute } from './routes/deletion-requests.tsx';
import { ForgotPasswordRoute } from './routes/forgot-password.tsx';
import { KycRoute } from './routes/kyc.tsx';
import { PhaseReviewsRoute } from './routes/phase-reviews.tsx';
import { ProgramDetailsRoute } from './routes/program-details.tsx';
import { ProgramsRoute } from './routes/programs.tsx';
import { ReportsRoute } from './routes/reports.tsx';
import { ResetPasswordRoute } from './routes/reset-password.tsx';
import { PurchasesRoute } from './routes/purchases.tsx';
import { SecurityRoute } from './routes/security.tsx';
import { SignInRoute } from './routes/sign-in.tsx';
import { SupportRoute } from './routes/support.tsx';
import { UserDetailsRoute } from './routes/user-details.tsx';
import { WithdrawalsRoute } from './routes/withdrawals.tsx';

/** docs/product-rules.md §2: every admin route under /admin; the screens behind sign-in need an admin session. */
const router = createBrowserRouter(
  [
    { path: paths.home.path, element: <SignInRoute /> },
    { path: paths.login.path, element: <SignInRoute /> },
    { path: paths.forgotPassword.path, element: <ForgotPasswordRoute /> },
    { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
    { path: paths.acceptInvitation.path, element: <AcceptInvitationRoute /> },
    {
      element: (
        <RequireAdmin>
          <AdminLayout />
        </RequireAdmin>
      ),
      children: [
        { path: paths.dashboard.path, element: <DashboardRoute /> },
        { path: paths.breaches.path, element: <DashboardRoute /> },
        { path: paths.reports.path, element: <ReportsRoute /> },
        { path: paths.kyc.path, element: <KycRoute /> },
        { path: paths.withdrawals.path, element: <WithdrawalsRoute /> },
        { path: paths.purchases.path, element: <PurchasesRoute /> },
        { path: paths.discountCodes.path, element: <DiscountCodesRoute /> },
        { path: paths.programs.path, element: <ProgramsRoute /> },
        { path: paths.program.path, element: <ProgramDetailsRoute /> },
        { path: paths.phaseReviews.path, element: <PhaseReviewsRoute /> },
        { path: paths.support.path, element: <SupportRoute /> },
        { path: paths.brevo.path, element: <BrevoRoute /> },
        { path: paths.audit.path, element: <AuditLogRoute /> },
        { path: paths.security.path, element: <SecurityRoute /> },
        { path: paths.admins.path, element: <AdminsRoute /> },
        { path: paths.affiliates.path, element: <AffiliatesRoute /> },
        { path: paths.deletionRequests.path, element: <DeletionRequestsRoute /> },
        { path: paths.user.path, element: <UserDetailsRoute /> },
      ],
    },
    { path: '*', element: <NotFound /> },
  ],
  { basename: import.meta.env.BASE_URL.replace(/\/$/, '') },
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
