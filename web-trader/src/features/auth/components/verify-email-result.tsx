import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { LoadingBlock } from '@prop/ui/spinner';
import { errorText } from '@prop/web-client/api-fetch';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { mutate } from 'swr';
import { USER_KEY } from '../../../lib/auth.ts';
import { verifyEmail } from '../api/account-links.ts';
import { AccountText } from './account-card.tsx';

type Outcome = { ok: boolean; message: string } | null;

/** The page a verification link opens: it verifies at once and says how that went. */
export function VerifyEmailResult({ token, continueHref }: { token: string; continueHref: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let current = true;
    const settle = (next: Outcome) => {
      if (current) setOutcome(next);
    };
    if (!token) {
      settle({ ok: false, message: EMAIL_VERIFICATION_MESSAGES.invalidLink });
      return;
    }
    verifyEmail(token).then(
      async ({ message }) => {
        // A signed-in trader's banner goes at once.
        await mutate(USER_KEY);
        settle({ ok: true, message });
      },
      (error: unknown) => settle({ ok: false, message: errorText(error, EMAIL_VERIFICATION_MESSAGES.invalidLink) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (!outcome) return <LoadingBlock label="Verifying..." />;
  return (
    <>
      <AccountText role={outcome.ok ? 'status' : 'alert'}>{outcome.message}</AccountText>
      <Link to={continueHref}>Continue</Link>
    </>
  );
}
