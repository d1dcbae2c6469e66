import type { TradingAccount } from '@prop/contracts/account';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Activity, Landmark, PiggyBank, Wallet } from 'lucide-react';
import { accountFigures } from '../utils/figures.ts';

/** The four account cards: Account Balance, Floating P&L, Current Equity, Initial Deposit. */
export function AccountFigures({ account }: { account: TradingAccount }) {
  const figures = accountFigures(account);
  const pnlTone = figures.floatingPnL > 0 ? 'success' : figures.floatingPnL < 0 ? 'danger' : 'neutral';
  const pnlHint = figures.floatingPnL > 0 ? 'In profit' : figures.floatingPnL < 0 ? 'In loss' : 'No open result';
  const source = account.mt5Data ? 'Live from MT5' : 'Awaiting MT5 data';
  return (
    <CardGrid $min="150px">
      <StatCard label="Account Balance" value={figures.balanceText} icon={<Wallet size={20} />} hint={source} />
      <StatCard
        label="Floating P&L"
        value={figures.floatingPnLText}
        icon={<Activity size={20} />}
        tone={pnlTone}
        hint={pnlHint}
      />
      <StatCard label="Current Equity" value={figures.equityText} icon={<PiggyBank size={20} />} hint={source} />
      <StatCard
        label="Initial Deposit"
        value={figures.initialDepositText}
        icon={<Landmark size={20} />}
        tone="neutral"
        hint="Funding balance"
      />
    </CardGrid>
  );
}
