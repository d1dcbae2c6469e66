import { ForgotPasswordForm } from '@prop/ui/recovery/forgot-password-form';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requestAdminPasswordReset } from '../../features/auth/api/password-reset.ts';
import { AccountPanel } from '../../features/auth/components/account-panel.tsx';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password · Back Office</title>
      <AccountPanel heading="Forgot password?">
        <ForgotPasswordForm
          request={requestAdminPasswordReset}
          intro="Enter your administrator e-mail address and we will send you a link to choose a new password."
          emailAutoComplete="username"
          signInLink={(text) => <Link to={paths.login.getHref()}>{text}</Link>}
        />
      </AccountPanel>
    </>
  );
}
