import { type Money, moneyOf, moneyOfFigure, moneyText } from '@prop/contracts/money';
import type { Deal } from '@prop/contracts/trading';
import { higherOf, lowerOf } from '../../services/accounts/src/domain/trading/money-extremes.ts';
import { normal, seededRandom } from '../../services/accounts/src/mt5/simulator/seeded-random.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface BucketRow {
  size: 'minute' | 'hour';
  start: Date;
  last_at: Date;
  balance: string;
  equity: string;
  equity_min: string;
  equity_max: string;
}

const floorTo = (ms: number, size: number) => Math.floor(ms / size) * size;

/** The hour bucket of minute buckets of one hour: the last values, the lowest low and highest high. */
function hourOf(minutes: BucketRow[]): BucketRow {
  const last = minutes.at(-1) as BucketRow;
  return {
    ...last,
    size: 'hour',
    start: new Date(floorTo(last.start.getTime(), HOUR_MS)),
    equity_min: moneyText(minutes.map((row) => moneyOf(row.equity_min)).reduce(lowerOf)),
    equity_max: moneyText(minutes.map((row) => moneyOf(row.equity_max)).reduce(higherOf)),
  };
}

/**
 * The account's stored equity history of `days` before `end`, as the service keeps it: hour buckets
 * for the whole span, and minute buckets for the last seven days (whose hours fold those minutes).
 * Each bucket's balance is the ledger's (every deal up to the bucket's end), its equity that plus
 * some floating profit, its low and high around it.
 */
export function equityYear(deals: Deal[], end: Date, days: number, seed: number): BucketRow[] {
  const random = seededRandom(seed);
  const ordered = [...deals].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  let next = 0;
  let balance: Money = 0n;
  const endMs = floorTo(end.getTime(), MINUTE_MS);
  const minutesFrom = floorTo(endMs - 7 * DAY_MS, HOUR_MS);
  const rows: BucketRow[] = [];
  const add = (size: BucketRow['size'], startMs: number, lengthMs: number) => {
    const untilMs = startMs + lengthMs;
    for (let deal = ordered[next]; deal && Date.parse(deal.time) < untilMs; deal = ordered[++next]) {
      balance += moneyOf(deal.profit) + moneyOf(deal.commission) + moneyOf(deal.swap);
    }
    const equity = balance + moneyOfFigure(normal(random) * 60);
    rows.push({
      size,
      start: new Date(startMs),
      last_at: new Date(untilMs - 1000),
      balance: moneyText(balance),
      equity: moneyText(equity),
      equity_min: moneyText(equity - moneyOfFigure(Math.abs(normal(random)) * 25)),
      equity_max: moneyText(equity + moneyOfFigure(Math.abs(normal(random)) * 25)),
    });
  };
  for (let ms = floorTo(endMs - days * DAY_MS, HOUR_MS); ms < minutesFrom; ms += HOUR_MS) add('hour', ms, HOUR_MS);
  const hours = rows.length;
  for (let ms = minutesFrom; ms < endMs; ms += MINUTE_MS) add('minute', ms, MINUTE_MS);
  const minutes = rows.slice(hours);
  for (let from = 0; from < minutes.length; from += 60) rows.push(hourOf(minutes.slice(from, from + 60)));
  return rows;
}
