import type { BreachRule } from '@prop/contracts/breach';
import { breaksDailyLoss, dailyLossBps, dailyLossLine } from './daily-loss-rule.ts';
import type { DayStart } from './day-start.ts';
import { breaksMaxDrawdown, drawdownBps, maxDrawdownLine } from './drawdown-rule.ts';
import type { RuleSet } from './rule-set.ts';

/** Which rule an update broke, by how much and where the line was. */
export interface Verdict {
  rule: BreachRule;
  /** The drawdown (or the day's loss) in basis points of the initial deposit. */
  bps: number;
  /** The highest equity that breaks the rule. */
  lineCents: number;
  /** The start-of-day value the daily limit was measured from; null for the maximum drawdown. */
  dayStartCents: number | null;
}

/**
 * Judges one update against the account's rule set: null when every limit holds (the common case,
 * which allocates nothing), else the first broken rule, maximum drawdown before the daily limit.
 * `dayStart` is null when the daily limit is off or the day's start values are not known.
 */
export function assessUpdate(
  rules: RuleSet,
  depositCents: number,
  equityCents: number,
  dayStart: DayStart | null,
): Verdict | null {
  if (breaksMaxDrawdown(depositCents, equityCents, rules.maxDrawdownBps)) {
    return {
      rule: 'max_drawdown',
      bps: drawdownBps(depositCents, equityCents),
      lineCents: maxDrawdownLine(depositCents, rules.maxDrawdownBps),
      dayStartCents: null,
    };
  }
  if (rules.dailyLossBps === null || !dayStart) return null;
  const start = rules.dailyLossBasis === 'balance' ? dayStart.balanceCents : dayStart.equityCents;
  if (!breaksDailyLoss(depositCents, start, equityCents, rules.dailyLossBps)) return null;
  return {
    rule: 'daily_loss',
    bps: dailyLossBps(depositCents, start, equityCents),
    lineCents: dailyLossLine(depositCents, start, rules.dailyLossBps),
    dayStartCents: start,
  };
}
