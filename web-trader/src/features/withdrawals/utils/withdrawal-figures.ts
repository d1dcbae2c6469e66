import type { TradingAccount } from '@prop/contracts/account';
import { PROFIT_SHARE } from '@prop/contracts/constants';
import { mt5Figures } from '../../../shared/mt5-figures.ts';

export interface WithdrawalFigures {
  /** Total profit: MT5 equity minus the funding balance (negative in a loss). */
  profit: number;
  /** The trader's share of the profit, rounded down to the cent, never below 0. */
  share: number;
  currency: string;
}

/** The spec's share, percent: shown until the server names the account's own. */
export const SPEC_SHARE_PERCENT = Math.round(PROFIT_SHARE * 100);

/**
 * The amounts a withdrawal asks for at the account's share (percent), worked out as the server
 * does (in whole cents and basis points, so the dialog sends what the server computes). The server
 * pays out on MT5 figures only, so without them there is nothing to ask for.
 */
export function withdrawalFigures(
  account: TradingAccount | null | undefined,
  sharePercent = SPEC_SHARE_PERCENT,
): WithdrawalFigures | null {
  const mt5 = account ? mt5Figures(account) : null;
  if (!account || !mt5) return null;
  const profitCents = Math.round(mt5.equity * 100) - Math.round(Number(account.fundingBalance) * 100);
  const shareCents = profitCents > 0 ? Math.floor((profitCents * Math.round(sharePercent * 100)) / 10_000) : 0;
  return {
    profit: profitCents / 100,
    share: shareCents / 100,
    currency: mt5.currency ?? 'USD',
  };
}
