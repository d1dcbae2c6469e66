import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { opensPosition } from './deal-entries.ts';
import type { Verdict } from './verdict.ts';

export interface TradingDaysInputs {
  /** The firm's zone: a trading day is a date there. */
  timeZone: string;
  deals: Pick<Deal, 'time' | 'entryType'>[];
}

/** Trading days: dates in the firm's zone with at least one deal that opened a position. */
export function judgeMinTradingDays(rule: RuleOf<'min_trading_days'>, { timeZone, deals }: TradingDaysInputs): Verdict {
  const dateOf = localDateTexts(timeZone);
  const days = new Set(deals.filter(opensPosition).map((deal) => dateOf(Date.parse(deal.time)))).size;
  const verdict: Verdict = {
    rule: 'min_trading_days',
    status: days >= rule.days ? 'met' : 'ok',
    current: days,
    limit: rule.days,
    unit: 'days',
  };
  if (verdict.status === 'ok') verdict.toGo = { unit: 'days', days: rule.days - days };
  return verdict;
}
