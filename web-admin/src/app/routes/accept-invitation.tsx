import { ResetPasswordForm } from '@prop/ui/recovery/reset-password-form';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { resetAdminPassword } from '../../features/auth/api/password-reset.ts';
import { AccountPanel } from '../../features/auth/components/account-panel.tsx';

/** The invitation e-mail's link: the invited admin chooses their first password, then signs in. */
export function AcceptInvitationRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Choose your password · Back Office</title>
      <AccountPanel heading="Welcome: choose your password">
        <ResetPasswordForm
          token={search.get('token') ?? ''}
          reset={resetAdminPassword}
          signInLink={(text) => <Link to={paths.login.getHref()}>{text}</Link>}
        />
      </AccountPanel>
    </>
  );
}
