import type { Rule, RuleOf } from '@prop/contracts/rule-pack';
import type { PackRef } from './locked-pack.ts';
import { type DailyReset, minutesOfResetTime } from './trading-day.ts';

/**
 * The loss limits an account's equity is judged by on every update: its pack's hard maximum and
 * daily loss, or the configured rule set's (then the maximum loss is the spec's 'max_drawdown').
 * Made once per account, so an update reads fields and allocates nothing. A soft loss limit is
 * not judged per update: it would record a violation every second.
 */
export interface EquityLimits {
  /** The pack judged by; null for the configured rule set. */
  pack: PackRef | null;
  maxLoss: RuleOf<'max_loss'> | null;
  dailyLoss: RuleOf<'daily_loss'> | null;
  /** The profit target, reached on an update too (met once, never broken). */
  profitTarget: RuleOf<'profit_target'> | null;
  /** The trading day the daily loss and the end-of-day balance are measured by. */
  reset: DailyReset;
  /** Whether the account's trading days are followed: for a daily loss or a maximum loss trailing the end-of-day balance. */
  followsDays: boolean;
}

export function equityLimitsOf(rules: readonly Rule[], pack: PackRef | null, firmReset: DailyReset): EquityLimits {
  let maxLoss: RuleOf<'max_loss'> | null = null;
  let dailyLoss: RuleOf<'daily_loss'> | null = null;
  let profitTarget: RuleOf<'profit_target'> | null = null;
  for (const rule of rules) {
    if (rule.rule === 'profit_target') profitTarget = rule;
    if (rule.severity !== 'hard') continue;
    if (rule.rule === 'max_loss') maxLoss = rule;
    else if (rule.rule === 'daily_loss') dailyLoss = rule;
  }
  return {
    pack,
    maxLoss,
    dailyLoss,
    profitTarget,
    reset: dailyLoss ? { minutes: minutesOfResetTime(dailyLoss.resetTime), timeZone: dailyLoss.timeZone } : firmReset,
    followsDays: dailyLoss !== null || maxLoss?.basis === 'trailing_eod_balance',
  };
}
