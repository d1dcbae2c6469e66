import { LoadingBlock } from '@prop/ui/spinner';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { TraderLayout } from '../../components/layouts/trader-layout.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { VerifyEmailBanner } from '../../features/auth/components/verify-email-banner.tsx';
import { useUser } from '../../lib/auth.ts';

/** The signed-in frame around every trader page; without a user it shows 'Loading...' instead. */
export function TraderRoot() {
  const { user } = useUser();
  const { signOut, isSigningOut } = useLogout();
  if (!user) return <FullPageLoading />;
  return (
    <TraderLayout firstName={user.firstName} lastName={user.lastName} onLogout={signOut} isLoggingOut={isSigningOut}>
      {user.emailVerified ? null : <VerifyEmailBanner />}
      <Suspense fallback={<LoadingBlock label="Loading..." />}>
        <Outlet />
      </Suspense>
    </TraderLayout>
  );
}
