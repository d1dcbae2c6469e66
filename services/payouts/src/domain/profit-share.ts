import { MIN_WITHDRAWAL_PROFIT, PROFIT_SHARE } from '@prop/contracts/constants';
import { type Money, moneyOfFigure } from '@prop/contracts/money';
import type { PayoutConditionsReply } from '@prop/contracts/payout-conditions';

export const MINIMUM_PROFIT_CENTS: Money = moneyOfFigure(MIN_WITHDRAWAL_PROFIT);
/** The spec's share, percent: every account whose program names no share of its own. */
export const SPEC_SHARE_PERCENT = Math.round(PROFIT_SHARE * 100);

/** Profit so far: equity minus the funding balance (the initial deposit); negative when below it. */
export function profitOf(equity: Money, fundingBalance: Money): Money {
  return equity - fundingBalance;
}

/**
 * The trader's `percent` of the profit, rounded down to the cent: the firm never pays a fraction it
 * does not owe. Split in basis points, so a share like 62.5% stays in integers too.
 */
export function traderShareOf(profit: Money, percent: number): Money {
  if (profit <= 0n) return 0n;
  return (profit * BigInt(Math.round(percent * 100))) / 10_000n;
}

/** The share of the account's program as risk names it; the spec's when risk names none. */
export function sharePercentOf(reply: PayoutConditionsReply): number {
  return (reply.found && reply.profitSharePercent) || SPEC_SHARE_PERCENT;
}

export function meetsMinimumProfit(profit: Money): boolean {
  return profit >= MINIMUM_PROFIT_CENTS;
}
