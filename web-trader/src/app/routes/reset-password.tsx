import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { resetPassword } from '../../features/auth/api/account-links.ts';
import { AccountCard } from '../../features/auth/components/account-card.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Choose a new password · Funded Trader</title>
      <AccountCard heading="Choose a new password">
        <ResetPasswordForm token={search.get('token') ?? ''} signInHref={paths.home.getHref()} reset={resetPassword} />
      </AccountCard>
    </>
  );
}
