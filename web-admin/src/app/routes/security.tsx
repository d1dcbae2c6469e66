import { Page, PageHeader } from '@prop/ui/page';
import { AuthenticatorCard } from '../../features/security/components/authenticator-card.tsx';
import { PasskeysCard } from '../../features/security/components/passkeys-card.tsx';
import { RecoveryCodesCard } from '../../features/security/components/recovery-codes-card.tsx';
import { SecondFactorNotice } from '../../features/security/components/second-factor-notice.tsx';

/** /admin/security: the signed-in admin's second factors, the preferred first, and the way back in without them. */
export function SecurityRoute() {
  return (
    <Page>
      <title>Security · Admin</title>
      <PageHeader
        title="Security"
        subtitle="Protect your admin account with a passkey or a code from an authenticator app."
      />
      <SecondFactorNotice />
      <PasskeysCard />
      <AuthenticatorCard />
      <RecoveryCodesCard />
    </Page>
  );
}
