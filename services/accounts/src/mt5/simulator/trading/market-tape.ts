import { MINUTE_MS } from './market-hours.ts';
import type { PriceWalk, Prices } from './price-walk.ts';

/** The market's prices at each step of a stretch of time: one recording shared by every account's history. */
export interface MarketTape {
  times: readonly Date[];
  prices: readonly Prices[];
}

/** Steps `walk` from its own time to `to`, keeping the prices at its start and after every step. */
export function recordTape(walk: PriceWalk, to: Date, stepMs = MINUTE_MS): MarketTape {
  const times = [walk.time];
  const prices = [walk.prices()];
  for (let at = walk.time.getTime(); at < to.getTime(); ) {
    at = Math.min(at + stepMs, to.getTime());
    const time = new Date(at);
    walk.advance(time, stepMs);
    times.push(time);
    prices.push(walk.prices());
  }
  return { times, prices };
}
