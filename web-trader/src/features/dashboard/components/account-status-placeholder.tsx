import { LEVERAGE } from '@prop/contracts/constants';
import { AwaitingAccountCard } from './awaiting-account-card.tsx';

/** Stand-in for the Account Status card. */
export function AccountStatusPlaceholder() {
  return (
    <AwaitingAccountCard title="Account Status" description="Your funded account at a glance">
      Leverage {LEVERAGE} · No expert advisors.
    </AwaitingAccountCard>
  );
}
