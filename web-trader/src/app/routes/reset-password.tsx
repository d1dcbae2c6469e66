import { ResetPasswordForm } from '@prop/ui/recovery/reset-password-form';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { resetPassword } from '../../features/auth/api/account-links.ts';
import { AccountCard } from '../../features/auth/components/account-card.tsx';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Choose a new password · Funded Trader</title>
      <AccountCard heading="Choose a new password">
        <ResetPasswordForm
          token={search.get('token') ?? ''}
          reset={resetPassword}
          buttonSize="lg"
          signInLink={(text) => <Link to={paths.home.getHref()}>{text}</Link>}
        />
      </AccountCard>
    </>
  );
}
