import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { payoutsEndpoints } from '@prop/contracts/endpoints/payouts';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { Card, CardContent } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { Page, PageHeader } from '@prop/ui/page';
import { LoadingBlock } from '@prop/ui/spinner';
import { ApiError, errorText } from '@prop/web-client/api-fetch';
import { Button } from '@prop/ui/button';
import { Eye, UserX } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../components/back-link.tsx';
import { paths } from '../../config/paths.ts';
import { useCanCall } from '../../shared/api/get-admin.ts';
import { UserKycCard } from '../../features/kyc/components/user-kyc-card.tsx';
import { useUserAccount } from '../../features/mt5/api/get-user-account.ts';
import { UserTradingAccountCard } from '../../features/mt5/components/user-trading-account-card.tsx';
import { UserTradingJournal } from '../../features/trading-journal/components/user-trading-journal.tsx';
import { useUser } from '../../features/users/api/get-user.ts';
import { PersonalInfoCard } from '../../features/users/components/personal-info-card.tsx';
import { ViewAsDialog } from '../../features/users/components/view-as-dialog.tsx';
import { UserWithdrawalsCard } from '../../features/withdrawals/components/user-withdrawals-card.tsx';
import { fullName } from '../../lib/format.ts';

/** /admin/users/:userId: personal info, KYC, the trading account, withdrawals and the trading journal. */
export function UserDetailsRoute() {
  const { userId = '' } = useParams();
  const { data: user, error, isLoading } = useUser(userId);
  const can = useCanCall();
  const seesAccount = can(accountsEndpoints.getAdminUserAccountById);
  const { data: account, error: accountError } = useUserAccount(user && seesAccount ? userId : '');
  const [viewing, setViewing] = useState(false);
  const back = <BackLink to={paths.dashboard.getHref()}>Back to dashboard</BackLink>;

  if (isLoading) {
    return (
      <Page>
        {back}
        <LoadingBlock label="Loading user..." />
      </Page>
    );
  }

  if (!user) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Page>
        <title>User not found · Admin</title>
        <PageHeader before={back} title="User details" />
        <Card>
          <CardContent>
            <EmptyState
              icon={<UserX size={32} />}
              title={notFound ? AUTH_MESSAGES.userNotFound : 'Could not load this user'}
              description={
                notFound
                  ? 'No user has this id. It may have been deleted.'
                  : errorText(error, 'The server did not answer.')
              }
            />
          </CardContent>
        </Card>
      </Page>
    );
  }

  const name = fullName(user);
  return (
    <Page>
      <title>{`${name} · Admin`}</title>
      <PageHeader
        before={back}
        title={name}
        subtitle={user.email}
        actions={
          can(identityEndpoints.postAdminViewAsByUserId) ? (
            <Button variant="secondary" icon={<Eye size={16} aria-hidden="true" />} onClick={() => setViewing(true)}>
              View as trader
            </Button>
          ) : null
        }
      />
      {viewing ? <ViewAsDialog user={user} onClose={() => setViewing(false)} /> : null}
      <Columns>
        <PersonalInfoCard user={user} />
        {can(identityEndpoints.getAdminUserKycById) ? <UserKycCard userId={user.id} name={name} /> : null}
        {seesAccount ? <UserTradingAccountCard user={user} /> : null}
        {can(payoutsEndpoints.getAdminUserWithdrawalsById) ? <UserWithdrawalsCard userId={user.id} /> : null}
      </Columns>
      {!seesAccount || !can(accountsEndpoints.getAdminUserTrades) || (accountError && account === undefined) ? null : (
        <UserTradingJournal userId={user.id} account={account} />
      )}
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;
