import { moneyOf, moneyText } from '@prop/contracts/money';
import type { DailyResult, Trade } from '@prop/contracts/trading';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { sumOfLots } from './lots.ts';

/** What the statistics and the calendar read of a closed trade. */
export type TradeFigures = Pick<Trade, 'netProfit' | 'volume' | 'openTime' | 'closeTime'>;

/**
 * Each local date (in `timeZone`) on which trades closed, oldest first: the sum of their net
 * profits, how many closed and their lots. A trade counts on the day it closed, wherever it opened;
 * days without a closed trade are left out.
 */
export function dailyResultsOf(trades: TradeFigures[], timeZone: string): DailyResult[] {
  const byDate = new Map<string, TradeFigures[]>();
  const dayOf = localDateTexts(timeZone);
  for (const trade of trades) {
    const date = dayOf(Date.parse(trade.closeTime));
    const closed = byDate.get(date);
    if (closed) closed.push(trade);
    else byDate.set(date, [trade]);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, closed]) => ({
      date,
      profit: moneyText(closed.reduce((sum, trade) => sum + moneyOf(trade.netProfit), 0n)),
      trades: closed.length,
      lots: sumOfLots(closed.map((trade) => trade.volume)),
    }));
}

/** The daily results of one month, `YYYY-MM`, of the firm's calendar. */
export function monthDailyResults(trades: TradeFigures[], month: string, timeZone: string): DailyResult[] {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error(`not a month: ${month}`);
  return dailyResultsOf(trades, timeZone).filter((day) => day.date.startsWith(`${month}-`));
}
