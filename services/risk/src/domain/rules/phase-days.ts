import type { RuleOf } from '@prop/contracts/rule-pack';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { daysLimitVerdict, type Verdict } from './verdict.ts';

export interface PhaseDaysInputs {
  /** The firm's zone: the phase's days are dates there. */
  timeZone: string;
  /** ISO instants: when the phase started, and now. */
  startedAt: string;
  at: string;
}

const DAY_MS = 86_400_000;

/** Whole calendar days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * The phase's length in calendar days in the firm's zone, the day it started being day 1: a
 * 30-day phase started on the 1st may trade through the 30th and is over on the 31st.
 */
export function judgeMaxPhaseDays(
  rule: RuleOf<'max_phase_days'>,
  { timeZone, startedAt, at }: PhaseDaysInputs,
): Verdict {
  const dateOf = localDateTexts(timeZone);
  const day = daysBetween(dateOf(Date.parse(startedAt)), dateOf(Date.parse(at))) + 1;
  return daysLimitVerdict('max_phase_days', rule.severity, day, rule.days, day > rule.days);
}
