import { seededRandom } from '../../src/mt5/simulator/seeded-random.ts';
import { recordTape } from '../../src/mt5/simulator/trading/market-tape.ts';
import { PriceWalk } from '../../src/mt5/simulator/trading/price-walk.ts';

export const DAY_MS = 86_400_000;
/** A Wednesday afternoon in London. */
export const NOW = new Date('2026-03-11T14:30:00Z');
export const HISTORY_START = new Date(NOW.getTime() - 30 * DAY_MS);

/** High-impact releases: 13:30 UTC on every weekday of the history (US data), as a calendar would give them. */
export const EVENTS: Date[] = Array.from({ length: 30 }, (_, day) => {
  const date = new Date(HISTORY_START.getTime() + day * DAY_MS);
  return new Date(`${date.toISOString().slice(0, 10)}T13:30:00Z`);
}).filter((event) => event.getUTCDay() % 6 !== 0 && event < NOW);

/** The month of market every account's history in a test replays. */
export function monthOfMarket(seed: number) {
  const walk = new PriceWalk(seededRandom(seed), HISTORY_START);
  return { walk, tape: recordTape(walk, NOW) };
}
