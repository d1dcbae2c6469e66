import { ResetPasswordForm } from '@prop/ui/recovery/reset-password-form';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { resetAdminPassword } from '../../features/auth/api/password-reset.ts';
import { AccountPanel } from '../../features/auth/components/account-panel.tsx';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Choose a new password · Back Office</title>
      <AccountPanel heading="Choose a new password">
        <ResetPasswordForm
          token={search.get('token') ?? ''}
          reset={resetAdminPassword}
          signInLink={(text) => <Link to={paths.login.getHref()}>{text}</Link>}
        />
      </AccountPanel>
    </>
  );
}
