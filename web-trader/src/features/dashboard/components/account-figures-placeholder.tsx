import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Activity, Landmark, PiggyBank, Wallet } from 'lucide-react';

const HINT = 'Awaiting your linked trading account';

/** Stand-in for the four account cards until the MT5 account feed is wired in. */
export function AccountFiguresPlaceholder() {
  return (
    <CardGrid $min="150px">
      <StatCard label="Account Balance" value="—" icon={<Wallet size={20} />} hint={HINT} />
      <StatCard label="Floating P&L" value="—" icon={<Activity size={20} />} hint={HINT} />
      <StatCard label="Current Equity" value="—" icon={<PiggyBank size={20} />} hint={HINT} />
      <StatCard label="Initial Deposit" value="—" icon={<Landmark size={20} />} hint={HINT} />
    </CardGrid>
  );
}
