import { isActiveMt5 } from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { riskEndpoints } from '@prop/contracts/endpoints/risk';
import type { AdminUser } from '@prop/contracts/user';
import { CardGrid, Page, PageHeader } from '@prop/ui/page';
import { Spinner } from '@prop/ui/spinner';
import { StatCard } from '@prop/ui/stat-card';
import { Activity, Server, ServerOff, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BreachesPanel } from '../../features/breaches/components/breaches-panel.tsx';
import { useKycRecords } from '../../features/kyc/api/get-kyc-records.ts';
import { KycDecisionButtons } from '../../features/kyc/components/kyc-decision-buttons.tsx';
import { useCanCall } from '../../shared/api/get-admin.ts';
import { useMt5Accounts } from '../../shared/api/get-mt5-accounts.ts';
import { LinkMt5Form } from '../../features/mt5/components/link-mt5-form.tsx';
import { Mt5AccountsPanel } from '../../features/mt5/components/mt5-accounts-panel.tsx';
import { UnlinkMt5Button } from '../../features/mt5/components/unlink-mt5-button.tsx';
import { useUsers } from '../../shared/api/get-users.ts';
import { UsersPanel } from '../../features/users/components/users-panel.tsx';
import { fullName } from '../../lib/format.ts';

/** A figure, a spinner while it loads, or '—' when its source failed. */
function figure<T>(state: { data?: T; error?: unknown }, count: (data: T) => number): ReactNode {
  if (state.data !== undefined) return count(state.data).toLocaleString('en-US');
  if (state.error) return '—';
  return <Spinner size={20} label="Loading" />;
}

/** /admin/dashboard and /admin/breaches: each part shown only to the roles that can use it. */
export function DashboardRoute() {
  const can = useCanCall();
  const seesKyc = can(identityEndpoints.getAdminKyc);
  const seesMt5 = can(accountsEndpoints.getAdminMt5Accounts);
  const users = useUsers();
  const kyc = useKycRecords(seesKyc);
  const mt5 = useMt5Accounts(seesMt5);
  /** Which MT5 account each user holds: the MT5 list is current at once after a link change, the user list a moment later. */
  const mt5Of = (user: AdminUser) =>
    mt5.data ? (mt5.data.find((account) => account.linkedUserId === user.id)?.id ?? null) : user.account?.mt5AccountId;

  return (
    <Page>
      <title>Dashboard · Admin</title>
      <PageHeader title="Admin Dashboard" subtitle="Users, KYC decisions and MT5 accounts at a glance." />
      <section aria-label="Summary">
        <CardGrid $min="150px">
          <StatCard label="Total Users" value={figure(users, (list) => list.length)} icon={<Users size={20} />} />
          {seesKyc ? (
            <StatCard
              label="Pending KYC"
              tone="warning"
              value={figure(kyc, (list) => list.filter((record) => record.status === 'pending').length)}
              icon={<ShieldCheck size={20} />}
            />
          ) : null}
          {seesMt5 ? (
            <>
              <StatCard
                label="Active MT5"
                tone="success"
                value={figure(mt5, (list) => list.filter(isActiveMt5).length)}
                icon={<Activity size={20} />}
              />
              <StatCard
                label="Total MT5"
                tone="neutral"
                value={figure(mt5, (list) => list.length)}
                icon={<Server size={20} />}
              />
            </>
          ) : null}
        </CardGrid>
        {mt5.error && !mt5.data ? (
          <Note>
            <ServerOff size={14} aria-hidden="true" />
            MT5 service unavailable
          </Note>
        ) : null}
      </section>
      <UsersPanel
        renderActions={(user) => (
          <>
            {user.kycStatus === 'pending' && can(identityEndpoints.putAdminKycByUserId) ? (
              <KycDecisionButtons userId={user.id} name={fullName(user)} />
            ) : null}
            {mt5Of(user) && can(accountsEndpoints.postAdminUnlinkMt5) ? (
              <UnlinkMt5Button user={user} mt5AccountId={mt5Of(user)} />
            ) : null}
          </>
        )}
      />
      {can(riskEndpoints.getAdminDrawdownBreaches) ? <BreachesPanel /> : null}
      {can(accountsEndpoints.postAdminLinkMt5) ? <LinkMt5Form /> : null}
      {seesMt5 ? <Mt5AccountsPanel /> : null}
    </Page>
  );
}

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
