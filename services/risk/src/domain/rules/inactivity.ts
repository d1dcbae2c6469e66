import type { RuleOf } from '@prop/contracts/rule-pack';
import { daysLimitVerdict, type Verdict } from './verdict.ts';

const DAY_MS = 86_400_000;

export interface InactivityInputs {
  /** ISO instants: the judgement, the phase's start, and the latest deal (null before the first). */
  at: string;
  startedAt: string;
  lastDealAt: string | null;
}

/**
 * At least one deal every `days` days: the whole days (24 hours each, no zone needed) since the
 * latest deal, or since the phase started before the first one. Broken once `days` have passed.
 */
export function judgeInactivity(rule: RuleOf<'inactivity'>, { at, startedAt, lastDealAt }: InactivityInputs): Verdict {
  const since = Math.max(Date.parse(startedAt), lastDealAt === null ? 0 : Date.parse(lastDealAt));
  const idleDays = Math.max(0, Math.floor((Date.parse(at) - since) / DAY_MS));
  return daysLimitVerdict('inactivity', rule.severity, idleDays, rule.days, idleDays >= rule.days);
}
