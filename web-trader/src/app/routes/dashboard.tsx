import { Page } from '@prop/ui/page';
import styled from 'styled-components';
import { AccountFiguresPlaceholder } from '../../features/dashboard/components/account-figures-placeholder.tsx';
import { AccountStatusPlaceholder } from '../../features/dashboard/components/account-status-placeholder.tsx';
import { DrawdownMonitorPlaceholder } from '../../features/dashboard/components/drawdown-monitor-placeholder.tsx';
import { SessionTiles } from '../../features/dashboard/components/session-tiles.tsx';
import { WelcomeBanner } from '../../features/dashboard/components/welcome-banner.tsx';
import { WithdrawFundsPlaceholder } from '../../features/dashboard/components/withdraw-funds-placeholder.tsx';
import { KycStatusCard } from '../../features/kyc/components/kyc-status-card.tsx';
import { useUser } from '../../lib/auth.ts';

/** The trader's dashboard at / and /dashboard (spec section 2). */
export function DashboardRoute() {
  const { user } = useUser();
  return (
    <Page>
      <title>Dashboard · Funded Trader</title>
      <WelcomeBanner firstName={user?.firstName ?? ''} />
      <SessionTiles />
      <AccountFiguresPlaceholder />
      <Columns>
        <DrawdownMonitorPlaceholder />
        <AccountStatusPlaceholder />
        <KycStatusCard />
        <WithdrawFundsPlaceholder />
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
