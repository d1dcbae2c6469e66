import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountCard } from '../../features/auth/components/account-card.tsx';
import { VerifyEmailResult } from '../../features/auth/components/verify-email-result.tsx';

export function VerifyEmailRoute() {
  const [search] = useSearchParams();
  return (
    <>
      <title>Verify your e-mail address · Funded Trader</title>
      <AccountCard heading="Verify your e-mail address">
        <VerifyEmailResult token={search.get('token') ?? ''} continueHref={paths.home.getHref()} />
      </AccountCard>
    </>
  );
}
