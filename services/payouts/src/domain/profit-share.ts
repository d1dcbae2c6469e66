import { MIN_WITHDRAWAL_PROFIT, PROFIT_SHARE } from '@prop/contracts/constants';
import type { Cents } from './money.ts';

export const MINIMUM_PROFIT_CENTS: Cents = BigInt(Math.round(MIN_WITHDRAWAL_PROFIT * 100));
/** The trader's share as a whole percentage, so the split is done in integers. */
const SHARE_PERCENT = BigInt(Math.round(PROFIT_SHARE * 100));

/** Profit so far: equity minus the funding balance (the initial deposit); negative when below it. */
export function profitOf(equity: Cents, fundingBalance: Cents): Cents {
  return equity - fundingBalance;
}

/** The trader's 60%, rounded down to the cent: the firm never pays a fraction it does not owe. */
export function traderShareOf(profit: Cents): Cents {
  if (profit <= 0n) return 0n;
  return (profit * SHARE_PERCENT) / 100n;
}

export function meetsMinimumProfit(profit: Cents): boolean {
  return profit >= MINIMUM_PROFIT_CENTS;
}
