import type { RuleOf } from '@prop/contracts/rule-pack';
import type { Deal } from '@prop/contracts/trading';
import { symbolCurrencies } from './symbol-currencies.ts';
import { conditionStatus, type Crossed, type Verdict } from './verdict.ts';

const MINUTE_MS = 60_000;

export interface NewsEvent {
  /** ISO instant of a HIGH-importance calendar event. */
  time: string;
  /** Its currency code; the calendar's ALL concerns every symbol. */
  currency: string;
}

export interface NewsTradingInputs {
  events: NewsEvent[];
  deals: Pick<Deal, 'id' | 'type' | 'symbol' | 'time'>[];
}

/** The nearest event moving the deal's symbol, in ms from the deal, or null when none does. */
function nearestEventMs(deal: NewsTradingInputs['deals'][number], events: NewsEvent[]): number | null {
  if (!deal.symbol) return null;
  const currencies = symbolCurrencies(deal.symbol);
  const dealMs = Date.parse(deal.time);
  let nearest: number | null = null;
  for (const event of events) {
    if (event.currency !== 'ALL' && !currencies.includes(event.currency)) continue;
    const apart = Math.abs(Date.parse(event.time) - dealMs);
    if (nearest === null || apart < nearest) nearest = apart;
  }
  return nearest;
}

/**
 * No position opened or closed within `minutes` of a high-impact event for one of the symbol's
 * currencies, before or after it: every buy or sell deal counts, entries and exits alike.
 */
export function judgeNewsTrading(rule: RuleOf<'news_trading'>, { events, deals }: NewsTradingInputs): Verdict {
  const windowMs = rule.minutes * MINUTE_MS;
  let count = 0;
  let crossed: Crossed | undefined;
  for (const deal of deals) {
    if (deal.type !== 'DEAL_TYPE_BUY' && deal.type !== 'DEAL_TYPE_SELL') continue;
    const apart = nearestEventMs(deal, events);
    if (apart === null || apart > windowMs) continue;
    count += 1;
    // The first deal in a window, and how many whole minutes from its event it was.
    crossed ??= { value: Math.floor(apart / MINUTE_MS), line: rule.minutes, unit: 'minutes', subject: deal.id };
  }
  return {
    rule: 'news_trading',
    ...conditionStatus(rule.severity, crossed),
    current: count,
    limit: 0,
    unit: 'deals',
  };
}
