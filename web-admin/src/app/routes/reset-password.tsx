import { useSearchParams } from 'react-router-dom';
import { AccountPanel } from '../../features/auth/components/account-panel.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

export function ResetPasswordRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Choose a new password · Back Office</title>
      <AccountPanel heading="Choose a new password">
        <ResetPasswordForm token={search.get('token') ?? ''} />
      </AccountPanel>
    </>
  );
}
