import { paths } from '../../config/paths.ts';
import { AccountCard } from '../../features/auth/components/account-card.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password · Funded Trader</title>
      <AccountCard heading="Forgot password?">
        <ForgotPasswordForm signInHref={paths.home.getHref()} />
      </AccountCard>
    </>
  );
}
