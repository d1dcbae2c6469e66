import { Page, PageHeader } from '@prop/ui/page';
import { useBrevoInfo } from '../../features/brevo/api/get-brevo-info.ts';
import { isNotConfigured } from '../../features/brevo/api/not-configured.ts';
import { BrevoListsCard } from '../../features/brevo/components/brevo-lists-card.tsx';
import { BrevoStats } from '../../features/brevo/components/brevo-stats.tsx';
import { ListMembershipButtons } from '../../features/brevo/components/list-membership-buttons.tsx';
import { SyncCard } from '../../features/brevo/components/sync-card.tsx';
import { useNotConfiguredToast } from '../../features/brevo/hooks/use-not-configured-toast.ts';
import { UsersPanel } from '../../features/users/components/users-panel.tsx';
import { fullName } from '../../lib/format.ts';

/** /admin/brevo: connection status, subscriber figures, 'sync all' with its progress, lists, per-user add/remove. */
export function BrevoRoute() {
  const info = useBrevoInfo();
  useNotConfiguredToast(info.error);
  // Without an API key nothing can be sent: the actions wait until Brevo is configured.
  const notConfigured = isNotConfigured(info.error);

  return (
    <Page>
      <title>Email Marketing · Admin</title>
      <PageHeader title="Email Marketing" subtitle="Keep the Brevo contact list in step with registered users." />
      <BrevoStats info={info.data} error={info.error} />
      <SyncCard disabled={notConfigured} />
      <BrevoListsCard />
      <UsersPanel
        renderActions={(user) => (
          <ListMembershipButtons userId={user.id} name={fullName(user)} email={user.email} disabled={notConfigured} />
        )}
      />
    </Page>
  );
}
