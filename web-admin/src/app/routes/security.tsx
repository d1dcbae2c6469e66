import { Page, PageHeader } from '@prop/ui/page';
import { AuthenticatorCard } from '../../features/security/components/authenticator-card.tsx';

/** /admin/security: the signed-in admin's second factor. */
export function SecurityRoute() {
  return (
    <Page>
      <title>Security · Admin</title>
      <PageHeader title="Security" subtitle="Protect your admin account with a code from an authenticator app." />
      <AuthenticatorCard />
    </Page>
  );
}
