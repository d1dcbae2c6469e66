import type { CommissionFigures } from '@prop/contracts/affiliates';
import { moneyOf } from '@prop/contracts/money';

/**
 * What the payout card offers, as the server judges a request: one payout under review at a time,
 * and only of commission that is available.
 */
export function payoutStateOf(commission: CommissionFigures): 'pending' | 'requestable' | 'nothing' {
  if (moneyOf(commission.pending) > 0n) return 'pending';
  return moneyOf(commission.available) > 0n ? 'requestable' : 'nothing';
}
