import { AccountPanel } from '../../features/auth/components/account-panel.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password · Back Office</title>
      <AccountPanel heading="Forgot password?">
        <ForgotPasswordForm />
      </AccountPanel>
    </>
  );
}
