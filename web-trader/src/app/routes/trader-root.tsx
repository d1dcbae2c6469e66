import { LoadingBlock } from '@prop/ui/spinner';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { TraderLayout } from '../../components/layouts/trader-layout.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { useEndView, useViewAs } from '../../features/view-as/api/view-as.ts';
import { ViewAsBanner } from '../../features/view-as/components/view-as-banner.tsx';
import { useUser } from '../../lib/auth.ts';

/** The signed-in frame around every trader page; without a user it shows 'Loading...' instead. */
export function TraderRoot() {
  const { user } = useUser();
  const { signOut, isSigningOut } = useLogout();
  const view = useViewAs();
  const { endView, isEnding } = useEndView();
  if (!user) return <FullPageLoading />;
  // In an admin's view as the trader, signing out ends the view: the trader's own sessions are not the admin's to end.
  return (
    <TraderLayout
      firstName={user.firstName}
      lastName={user.lastName}
      onLogout={view ? endView : signOut}
      isLoggingOut={view ? isEnding : isSigningOut}
      banner={view ? <ViewAsBanner view={view} onEnd={endView} isEnding={isEnding} /> : null}
    >
      {user.emailVerified ? null : <VerifyEmailBanner />}
      <Suspense fallback={<LoadingBlock label="Loading..." />}>
        <Outlet />
      </Suspense>
    </TraderLayout>
  );
}
