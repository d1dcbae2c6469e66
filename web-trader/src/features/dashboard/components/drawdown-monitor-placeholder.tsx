import { DRAWDOWN } from '@prop/contracts/constants';
import { AwaitingAccountCard } from './awaiting-account-card.tsx';

/** Stand-in for the Drawdown Monitor; the rule it will watch is already known. */
export function DrawdownMonitorPlaceholder() {
  return (
    <AwaitingAccountCard title="Drawdown Monitor" description="Real-time monitoring and breach alerts">
      Maximum drawdown: {DRAWDOWN.maxPercent.toFixed(2)}% of the initial deposit.
    </AwaitingAccountCard>
  );
}
