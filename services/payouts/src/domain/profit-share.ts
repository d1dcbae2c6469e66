import { MIN_WITHDRAWAL_PROFIT, PROFIT_SHARE } from '@prop/contracts/constants';
import { type Money, moneyOfFigure } from '@prop/contracts/money';

export const MINIMUM_PROFIT_CENTS: Money = moneyOfFigure(MIN_WITHDRAWAL_PROFIT);
/** The trader's share as a whole percentage, so the split is done in integers. */
const SHARE_PERCENT = BigInt(Math.round(PROFIT_SHARE * 100));

/** Profit so far: equity minus the funding balance (the initial deposit); negative when below it. */
export function profitOf(equity: Money, fundingBalance: Money): Money {
  return equity - fundingBalance;
}

/** The trader's 60%, rounded down to the cent: the firm never pays a fraction it does not owe. */
export function traderShareOf(profit: Money): Money {
  if (profit <= 0n) return 0n;
  return (profit * SHARE_PERCENT) / 100n;
}

export function meetsMinimumProfit(profit: Money): boolean {
  return profit >= MINIMUM_PROFIT_CENTS;
}
