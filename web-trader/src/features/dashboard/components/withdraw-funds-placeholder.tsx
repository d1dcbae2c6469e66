import { PROFIT_SHARE } from '@prop/contracts/constants';
import { AwaitingAccountCard } from './awaiting-account-card.tsx';

/** Stand-in for the Withdraw Funds card and its request dialog. */
export function WithdrawFundsPlaceholder() {
  return (
    <AwaitingAccountCard title="Withdraw Funds" description="Request your profit share">
      Your share is {PROFIT_SHARE * 100}% of the profit. You need profit above €10.00 to enable withdrawal.
    </AwaitingAccountCard>
  );
}
