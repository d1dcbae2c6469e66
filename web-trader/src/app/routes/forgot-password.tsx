import { ForgotPasswordForm } from '@prop/ui/recovery/forgot-password-form';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { requestPasswordReset } from '../../features/auth/api/account-links.ts';
import { AccountCard } from '../../features/auth/components/account-card.tsx';

export function ForgotPasswordRoute() {
  return (
    <>
      <title>Forgot password · Funded Trader</title>
      <AccountCard heading="Forgot password?">
        <ForgotPasswordForm
          request={requestPasswordReset}
          intro="Enter your e-mail address and we will send you a link to choose a new password."
          emailAutoComplete="email"
          buttonSize="lg"
          signInLink={(text) => <Link to={paths.home.getHref()}>{text}</Link>}
        />
      </AccountCard>
    </>
  );
}
