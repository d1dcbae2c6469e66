import type { RuleOf } from '@prop/contracts/rule-pack';
import { bpsOfPercent } from '../rule-set.ts';
import { percentOfDeposit, SCALE } from './scaled.ts';
import { limitStatus, type Verdict } from './verdict.ts';

/**
 * A loss limit: equity may not fall `percent` of the initial deposit or more below a reference
 * (the deposit, a high-water mark, the day's start). `referenceScaled` is that reference in SCALE
 * units, since a capped trailing reference need not be whole cents. Broken at the limit, as the
 * spec's 5% drawdown is.
 */
export function judgeLoss(
  rule: RuleOf<'max_loss' | 'daily_loss'>,
  depositCents: number,
  referenceScaled: number,
  equityCents: number,
): Verdict {
  if (depositCents <= 0) throw new Error('a loss limit needs a positive initial deposit');
  const allowance = depositCents * bpsOfPercent(rule.percent);
  const loss = Math.max(0, referenceScaled - equityCents * SCALE);
  const broken = loss >= allowance;
  const verdict: Verdict = {
    rule: rule.rule,
    ...limitStatus(rule.severity, broken, loss, allowance),
    current: percentOfDeposit(loss, depositCents),
    limit: rule.percent,
    unit: 'percent',
  };
  // The line is the highest whole-cent equity that breaks the limit.
  if (broken)
    verdict.crossed = { value: equityCents, line: Math.floor((referenceScaled - allowance) / SCALE), unit: 'cents' };
  return verdict;
}
