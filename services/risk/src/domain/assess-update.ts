import type { BreachRule } from '@prop/contracts/breach';
import type { DayStart } from './day-start.ts';
import type { EquityLimits } from './equity-limits.ts';
import type { PackRef } from './locked-pack.ts';
import { bpsOfPercent } from './rule-set.ts';
import { type Judgement, judge } from './rules/catalogue.ts';
import { startFigureOf } from './rules/daily-loss.ts';
import { maxLossReference } from './rules/max-loss.ts';
import { SCALE } from './rules/scaled.ts';

/** What a stored verdict is re-computed from: the judgement `judge()` takes, its digest and the pack. */
export interface Judged {
  /** Null for the configured rule set (judged as version 0). */
  pack: PackRef | null;
  judgement: Judgement;
  hash: string;
}

/** Which rule was broken, by how much and where the line was, with what it was judged on. */
export interface Verdict {
  rule: BreachRule;
  /** The loss (or the day's loss) in basis points of the initial deposit, rounded. */
  bps: number;
  /** The highest equity that breaks the rule. */
  lineCents: number;
  /** The start-of-day value the daily limit was measured from; null for the maximum loss. */
  dayStartCents: number | null;
  judged: Judged;
}

/**
 * Judges one update against the account's loss limits: null when every limit holds (the common
 * case: integer arithmetic, no allocation), else the first broken rule, maximum loss before daily
 * loss, as `judge()` gives it on the inputs stored with the breach. `highCents` is the trailing
 * high after this update; `dayStart` is null when the daily limit is off or the day is not known.
 */
export function assessUpdate(
  limits: EquityLimits,
  depositCents: number,
  equityCents: number,
  highCents: number,
  dayStart: DayStart | null,
): Verdict | null {
  const packVersion = limits.pack?.version ?? 0;
  const { maxLoss, dailyLoss } = limits;
  if (maxLoss) {
    const reference = maxLossReference(maxLoss, depositCents, highCents);
    if (reference - equityCents * SCALE >= depositCents * bpsOfPercent(maxLoss.percent)) {
      const inputs = { depositCents, equityCents, state: { highCents } };
      return verdictOf(limits, { packVersion, rule: maxLoss, inputs }, depositCents, reference, equityCents, null);
    }
  }
  if (!dailyLoss || !dayStart) return null;
  const start = startFigureOf(dailyLoss.basis, dayStart);
  if ((start - equityCents) * SCALE < depositCents * bpsOfPercent(dailyLoss.percent)) return null;
  const day = { day: { ...dayStart.day }, balanceCents: dayStart.balanceCents, equityCents: dayStart.equityCents };
  const inputs = { depositCents, equityCents, dayStart: day };
  return verdictOf(limits, { packVersion, rule: dailyLoss, inputs }, depositCents, start * SCALE, equityCents, start);
}

function verdictOf(
  limits: EquityLimits,
  judgement: Judgement,
  depositCents: number,
  referenceScaled: number,
  equityCents: number,
  dayStartCents: number | null,
): Verdict | null {
  const { verdict, hash } = judge(judgement);
  // The quick check and the judge are the same arithmetic; the judge's word is the one stored.
  if (verdict.status !== 'breached' || !verdict.crossed) return null;
  return {
    // A loss measured from the initial deposit is the spec's maximum drawdown, under any pack.
    rule:
      judgement.rule.rule === 'max_loss' && judgement.rule.basis === 'static'
        ? 'max_drawdown'
        : (verdict.rule as BreachRule),
    bps: Math.round((referenceScaled - equityCents * SCALE) / depositCents),
    lineCents: verdict.crossed.line,
    dayStartCents,
    judged: { pack: limits.pack, judgement, hash },
  };
}
