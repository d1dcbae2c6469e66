import { DRAWDOWN } from '@prop/contracts/constants';

export const DAILY_LOSS_BASES = ['balance', 'equity'] as const;
export type DailyLossBasis = (typeof DAILY_LOSS_BASES)[number];

/**
 * The limits one account trades under, kept per account so a firm can give an account other
 * terms. Limits are in basis points of the initial deposit (500 = 5%), so they compare exactly.
 */
export interface RuleSet {
  /** Maximum drawdown of equity below the initial deposit. */
  maxDrawdownBps: number;
  /** Largest loss within one trading day, measured from the start-of-day value; null when off. */
  dailyLossBps: number | null;
  /** Which start-of-day figure the daily loss is measured from. */
  dailyLossBasis: DailyLossBasis;
}

/** The spec's terms: 5% maximum drawdown of the initial deposit, no separate daily limit. */
export const SPEC_RULE_SET: RuleSet = {
  maxDrawdownBps: bpsOfPercent(DRAWDOWN.maxPercent),
  dailyLossBps: null,
  dailyLossBasis: 'balance',
};

export function bpsOfPercent(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points (1/100 of a percent) as a percentage with 2 decimals: 520 → 5.2. */
export function percentOfBps(bps: number): number {
  return bps / 100;
}
