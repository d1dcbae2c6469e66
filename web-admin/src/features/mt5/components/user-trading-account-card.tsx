import { ACCOUNT_MESSAGES, type TradingAccount } from '@prop/contracts/account';
import { freezeMessagesOf } from '@prop/contracts/account-freeze-messages';
import { LEVERAGE } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import type { AdminUser } from '@prop/contracts/user';
import { AccountBadges } from '@prop/ui/account-badges';
import { Badge } from '@prop/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { EmptyState } from '@prop/ui/empty-state';
import { LoadingBlock } from '@prop/ui/spinner';
import { StatCard } from '@prop/ui/stat-card';
import { errorText } from '@prop/web-client/api-fetch';
import { Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Details } from '../../../components/details-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCanCall } from '../../../shared/api/get-admin.ts';
import { useUserAccount } from '../api/get-user-account.ts';
import { formatEuro, formatMoney } from '@prop/contracts/money';
import { UnlinkMt5Button } from './unlink-mt5-button.tsx';

const signed = (value: number, currency: string) => `${value > 0 ? '+' : ''}${formatMoney(value, currency)}`;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Spec: MT5 values in their own currency; values that are not MT5's (the initial deposit) in euro. */
function Figures({ account }: { account: TradingAccount }) {
  const mt5 = account.mt5Data;
  const currency = mt5?.accountInfo.currency || 'EUR';
  const floating = mt5 ? mt5.floatingPnL : account.equity - account.balance;
  return (
    <FigureGrid>
      <StatCard label="Balance" value={formatMoney(mt5?.accountInfo.balance ?? account.balance, currency)} />
      <StatCard label="Equity" value={formatMoney(mt5?.accountInfo.equity ?? account.equity, currency)} />
      <StatCard label="Floating P&L" value={signed(floating, currency)} tone={floating < 0 ? 'danger' : 'success'} />
      <StatCard label="Initial Deposit" value={formatEuro(Number(account.fundingBalance))} />
    </FigureGrid>
  );
}

/**
 * The user's trading account on their details page: status, live MT5 figures, and unlink. A
 * payment dispute's freeze shows beside the status, with the time it began.
 */
export function UserTradingAccountCard({ user }: { user: AdminUser }) {
  const { data: account, error, isLoading } = useUserAccount(user.id);
  const canUnlink = useCanCall()(accountsEndpoints.postAdminUnlinkMt5);
  const mt5 = account?.mt5Data;
  const freeze = account ? freezeMessagesOf(account) : null;

  return (
    <Card aria-labelledby="user-account-title">
      <CardHeader>
        <div>
          <CardTitle id="user-account-title">Trading Account</CardTitle>
          <CardDescription>Live MT5 data, refreshed every 2 s</CardDescription>
        </div>
        {account ? (
          <AccountBadges
            status={
              <Badge tone={account.status === 'active' ? 'success' : 'warning'}>
                {account.status === 'active' ? 'Active' : 'Breached'}
              </Badge>
            }
            frozen={freeze?.badge ?? null}
          />
        ) : null}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <LoadingBlock label="Loading trading account..." />
        ) : account ? (
          <Body>
            <Figures account={account} />
            <Details>
              <Item label="Total P&L">{signed(account.totalPnl, mt5?.accountInfo.currency || 'EUR')}</Item>
              <Item label="Drawdown">
                {account.currentDrawdown.toFixed(2)}% of {account.maxDrawdown}% max
              </Item>
              <Item label="Account type">{account.accountType}</Item>
              <Item label="Leverage">{LEVERAGE}</Item>
              <Item label="MT5 account">{account.mt5AccountId ?? '—'}</Item>
              <Item label="MT5 login">{mt5?.login ?? 'Waiting for MT5 data'}</Item>
              <Item label="MT5 server">{mt5?.server ?? '—'}</Item>
              <Item label="MT5 name">{mt5?.name ?? '—'}</Item>
              {freeze && account.frozenSince ? (
                <Item label="Frozen since">{formatDateTime(account.frozenSince)}</Item>
              ) : null}
            </Details>
            {canUnlink ? (
              <Actions>
                <UnlinkMt5Button user={user} mt5AccountId={account.mt5AccountId} />
              </Actions>
            ) : null}
          </Body>
        ) : account === null ? (
          <EmptyState
            icon={<Wallet size={28} />}
            title={ACCOUNT_MESSAGES.noAccount}
            description="Link an MT5 account to this user from the dashboard."
          />
        ) : (
          <EmptyState
            title="Could not load the trading account"
            description={errorText(error, 'The server did not answer.')}
          />
        )}
      </CardContent>
    </Card>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const FigureGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
