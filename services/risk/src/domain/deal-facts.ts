import { centsNumberOf } from '@prop/contracts/money';
import type { Deal } from '@prop/contracts/trading';
import { opensPosition } from './rules/deal-entries.ts';

/** What one deal adds to its account's trading day (a date in the firm's zone). */
export interface DealFact {
  day: string;
  /** It opened a position: the day is a trading day. */
  entry: boolean;
  /** Net profit (profit, commission and swap) of a trade's deal; 0 for a balance operation. */
  profitCents: number;
  /** The volume an entry opened; 0 for any other deal. */
  entryLots: number;
  at: string;
}

/** The fact of a deal; `dateOf` gives an instant's date in the firm's zone. */
export function dealFactOf(deal: Deal, dateOf: (ms: number) => string): DealFact {
  const traded = deal.type === 'DEAL_TYPE_BUY' || deal.type === 'DEAL_TYPE_SELL';
  const entry = traded && opensPosition(deal);
  return {
    day: dateOf(Date.parse(deal.time)),
    entry,
    profitCents: traded ? centsNumberOf(deal.profit) + centsNumberOf(deal.commission) + centsNumberOf(deal.swap) : 0,
    entryLots: entry ? (deal.volume ?? 0) : 0,
    at: deal.time,
  };
}
