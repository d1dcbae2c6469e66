import { Page } from '@prop/ui/page';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { useAccount } from '../../features/account/api/get-account.ts';
import { AccountFigures } from '../../features/account/components/account-figures.tsx';
import { AccountStatusCard } from '../../features/account/components/account-status-card.tsx';
import { accountFigures, displayCurrency } from '../../features/account/utils/figures.ts';
import { CertificatesCard } from '../../features/certificates/components/certificates-card.tsx';
import { AccountFiguresPlaceholder } from '../../features/dashboard/components/account-figures-placeholder.tsx';
import { AccountStatusPlaceholder } from '../../features/dashboard/components/account-status-placeholder.tsx';
import { DrawdownMonitorPlaceholder } from '../../features/dashboard/components/drawdown-monitor-placeholder.tsx';
import { SessionTiles } from '../../features/dashboard/components/session-tiles.tsx';
import { WelcomeBanner } from '../../features/dashboard/components/welcome-banner.tsx';
import { DrawdownMonitor } from '../../features/drawdown/components/drawdown-monitor.tsx';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card.tsx';
import { TradingObjectivesCard } from '../../features/objectives/components/trading-objectives-card.tsx';
import { AccountEquityHistory } from '../../features/trading-journal/components/account-equity-history.tsx';
import { WithdrawFundsCard } from '../../features/withdrawals/components/withdraw-funds-card.tsx';
import { WithdrawalHistory } from '../../features/withdrawals/components/withdrawal-history.tsx';
import { useUser } from '../../lib/auth.ts';
import { CardErrorBoundary } from '../route-error-boundary.tsx';

// The live updates read every message and push with zod: loaded once the dashboard has rendered.
const DashboardLiveUpdates = lazy(() =>
  import('../dashboard-live-updates.tsx').then((m) => ({ default: m.DashboardLiveUpdates })),
);

/**
 * The trader's dashboard at / and /dashboard (docs/product-rules.md §2). The account follows the pushes of its
 * figures and is polled every second as their fallback; without a linked account the cards keep their empty states.
 */
export function DashboardRoute() {
  const { user, isAuthenticated } = useUser();
  const { data: account } = useAccount(isAuthenticated);
  const figures = account ? accountFigures(account) : null;
  return (
    <Page>
      <title>Dashboard · Funded Trader</title>
      <Suspense fallback={null}>
        <DashboardLiveUpdates enabled={isAuthenticated} />
      </Suspense>
      <WelcomeBanner firstName={user?.firstName ?? ''} />
      <SessionTiles status={account?.status} />
      <CardErrorBoundary title="Account figures">
        {account ? <AccountFigures account={account} /> : <AccountFiguresPlaceholder />}
      </CardErrorBoundary>
      <Columns>
        {account && figures && user ? (
          <DrawdownMonitor
            account={account}
            equity={figures.equity}
            initialDeposit={figures.initialDeposit}
            userId={user.id}
          />
        ) : (
          <DrawdownMonitorPlaceholder />
        )}
        {account ? (
          <CardErrorBoundary title="Trading Objectives">
            <TradingObjectivesCard currency={displayCurrency(account)} />
          </CardErrorBoundary>
        ) : null}
        {account ? (
          <CardErrorBoundary title="Balance & Equity">
            <AccountEquityHistory currency={displayCurrency(account)} initialRange="1d" />
          </CardErrorBoundary>
        ) : null}
        <WithdrawalHistory />
        <CardErrorBoundary title="Account Status">
          {account ? <AccountStatusCard account={account} /> : <AccountStatusPlaceholder />}
        </CardErrorBoundary>
        <KycStatusCard />
        <CardErrorBoundary title="Withdraw Funds">
          <WithdrawFundsCard account={account} />
        </CardErrorBoundary>
        <CardErrorBoundary title="Certificates">
          <CertificatesCard />
        </CardErrorBoundary>
      </Columns>
    </Page>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
