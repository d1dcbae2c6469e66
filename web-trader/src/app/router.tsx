import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { paths } from '../config/paths.ts';
import { useUser } from '../lib/auth.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { TraderRoot } from './routes/trader-root.tsx';

// The sign-in screen is a chunk of its own: its forms bring react-hook-form and zod, which a signed-in
// trader's dashboard does not wait for.
const LandingRoute = lazy(() => import('./routes/landing.tsx').then((m) => ({ default: m.LandingRoute })));
const DashboardRoute = lazy(() => import('./routes/dashboard.tsx').then((m) => ({ default: m.DashboardRoute })));
const TradingJournalRoute = lazy(() =>
  import('./routes/trading-journal.tsx').then((m) => ({ default: m.TradingJournalRoute })),
);
const SettingsRoute = lazy(() => import('./routes/settings.tsx').then((m) => ({ default: m.SettingsRoute })));
const PurchaseRoute = lazy(() => import('./routes/purchase.tsx').then((m) => ({ default: m.PurchaseRoute })));
const EconomicCalendarRoute = lazy(() =>
  import('./routes/economic-calendar.tsx').then((m) => ({ default: m.EconomicCalendarRoute })),
);
const EducationRoute = lazy(() => import('./routes/education.tsx').then((m) => ({ default: m.EducationRoute })));
const ForgotPasswordRoute = lazy(() =>
  import('./routes/forgot-password.tsx').then((m) => ({ default: m.ForgotPasswordRoute })),
);
const ResetPasswordRoute = lazy(() =>
  import('./routes/reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
);
const VerifyEmailRoute = lazy(() => import('./routes/verify-email.tsx').then((m) => ({ default: m.VerifyEmailRoute })));
const HelpDeskRoute = lazy(() => import('./routes/help-desk.tsx').then((m) => ({ default: m.HelpDeskRoute })));
const AffiliateRoute = lazy(() => import('./routes/affiliate.tsx').then((m) => ({ default: m.AffiliateRoute })));

/** Pages opened from the sign-in form or an e-mail link: there whether or not the trader is signed in. */
const ACCOUNT_LINK_ROUTES = [
  { path: paths.forgotPassword.path, Screen: ForgotPasswordRoute },
  { path: paths.resetPassword.path, Screen: ResetPasswordRoute },
  { path: paths.verifyEmail.path, Screen: VerifyEmailRoute },
];

/**
 * docs/product-rules.md §2: signed out, only / exists (the sign-in screen); signed in, / and the trader pages.
 * While GET /api/user runs nothing is registered yet, so the page says 'Loading...' instead of
 * flashing the sign-in form or a 404 at a trader's deep link. Each page has its own error boundary:
 * one that fails to render says so politely, with a retry, and never blanks the app.
 */
export function AppRouter() {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading) return <FullPageLoading />;
  return (
    <Suspense fallback={<FullPageLoading />}>
      <Routes>
        {isAuthenticated ? (
          <Route element={<TraderRoot />}>
            <Route
              path={paths.home.path}
              element={
                <RouteErrorBoundary>
                  <DashboardRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.dashboard.path}
              element={
                <RouteErrorBoundary>
                  <DashboardRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.tradingJournal.path}
              element={
                <RouteErrorBoundary>
                  <TradingJournalRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.purchase.path}
              element={
                <RouteErrorBoundary>
                  <PurchaseRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.economicCalendar.path}
              element={
                <RouteErrorBoundary>
                  <EconomicCalendarRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.education.path}
              element={
                <RouteErrorBoundary>
                  <EducationRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.helpDesk.path}
              element={
                <RouteErrorBoundary>
                  <HelpDeskRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.affiliate.path}
              element={
                <RouteErrorBoundary>
                  <AffiliateRoute />
                </RouteErrorBoundary>
              }
            />
            <Route
              path={paths.settings.path}
              element={
                <RouteErrorBoundary>
                  <SettingsRoute />
                </RouteErrorBoundary>
              }
            />
          </Route>
        ) : (
          <Route
            path={paths.home.path}
            element={
              <RouteErrorBoundary>
                <LandingRoute />
              </RouteErrorBoundary>
            }
          />
        )}
        {ACCOUNT_LINK_ROUTES.map(({ path, Screen }) => (
          <Route
            key={path}
            path={path}
            element={
              <RouteErrorBoundary>
                <Screen />
              </RouteErrorBoundary>
            }
          />
        ))}
        <Route
          path="*"
          element={
            <RouteErrorBoundary>
              <NotFoundRoute />
            </RouteErrorBoundary>
          }
        />
      </Routes>
    </Suspense>
  );
}
