import { type WithdrawalStatus, withdrawalRefusal } from '@prop/contracts/withdrawal';

/** A request is decided once: only a pending one can be approved or rejected. Null when it may be. */
export function decisionRefusal(current: WithdrawalStatus): string | null {
  return current === 'pending' ? null : withdrawalRefusal.alreadyDecided(current);
}
