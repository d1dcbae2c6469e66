import { centsNumberOf } from '@prop/contracts/money';
import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Trade } from '@prop/contracts/trading';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { bpsOfPercent, percentOfBps } from '../rule-set.ts';
import { conditionStatus, type Verdict } from './verdict.ts';

export interface ConsistencyInputs {
  /** The firm's zone: a day's profit is that of the trades closed on that date there. */
  timeZone: string;
  trades: Pick<Trade, 'closeTime' | 'netProfit'>[];
}

/**
 * The best day's net profit may be at most `maxBestDayPercent` of the total net profit (as the
 * journal's best day's share). Without a positive total there is nothing to be consistent about.
 * This blocks passing or a payout rather than ending the account: the caller records it when a
 * phase would pass or a payout is asked, and shows it in between.
 */
export function judgeConsistency(rule: RuleOf<'consistency'>, { timeZone, trades }: ConsistencyInputs): Verdict {
  const dateOf = localDateTexts(timeZone);
  const byDay = new Map<string, number>();
  let totalCents = 0;
  for (const trade of trades) {
    const cents = centsNumberOf(trade.netProfit);
    const day = dateOf(Date.parse(trade.closeTime));
    byDay.set(day, (byDay.get(day) ?? 0) + cents);
    totalCents += cents;
  }
  const bestCents = Math.max(0, ...byDay.values());
  // Rounded up: the share shows above its limit exactly when it is broken.
  const shareBps = totalCents > 0 ? Math.ceil((bestCents * 10_000) / totalCents) : 0;
  const maxBps = bpsOfPercent(rule.maxBestDayPercent);
  const broken = totalCents > 0 && bestCents * 10_000 > maxBps * totalCents;
  return {
    rule: 'consistency',
    ...conditionStatus(
      rule.severity,
      broken ? { value: percentOfBps(shareBps), line: rule.maxBestDayPercent, unit: 'percent' } : undefined,
    ),
    current: percentOfBps(shareBps),
    limit: rule.maxBestDayPercent,
    unit: 'percent',
  };
}
