import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/mt5/simulator/seeded-random.ts';
import { recordTape } from '../../src/mt5/simulator/trading/market-tape.ts';
import { PriceWalk } from '../../src/mt5/simulator/trading/price-walk.ts';
import { SYMBOLS } from '../../src/mt5/simulator/trading/symbols.ts';

const MONDAY = new Date('2026-03-09T00:00:00Z');
const DAY_MS = 86_400_000;
const walkFrom = (seed: number, start = MONDAY) => new PriceWalk(seededRandom(seed), start);
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('the price walk', () => {
  it('given the same seed, then the same prices; another seed, other prices', () => {
    const [first, second, other] = [walkFrom(5), walkFrom(5), walkFrom(6)];
    for (const walk of [first, second, other]) walk.advance(after(MONDAY, 3 * DAY_MS));
    expect(first?.prices()).toEqual(second?.prices());
    expect(first?.prices().EURUSD).not.toBe(other?.prices().EURUSD);
  });

  it('given a month in minute steps, then every price stays plausible and rounded to its digits', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const tape = recordTape(walkFrom(seed), after(MONDAY, 30 * DAY_MS));
      expect(tape.times).toHaveLength(30 * 1440 + 1);
      const last = tape.prices[tape.prices.length - 1] ?? {};
      for (const spec of Object.values(SYMBOLS)) {
        const price = last[spec.name] ?? 0;
        expect(Math.abs(price / spec.startPrice - 1)).toBeLessThan(0.25);
        expect(Math.round(price * 10 ** spec.digits) / 10 ** spec.digits).toBe(price);
      }
    }
  });

  it('given a minute of EURUSD, then it typically moves about a pip, not ten', () => {
    const tape = recordTape(walkFrom(3), after(MONDAY, 5 * DAY_MS));
    const moves = tape.prices.slice(1).map((prices, index) => {
      return Math.abs((prices.EURUSD ?? 0) - (tape.prices[index]?.EURUSD ?? 0));
    });
    const median = moves.sort((a, b) => a - b)[Math.floor(moves.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(0.00003);
    expect(median).toBeLessThan(0.0003);
  });

  it('given the weekend, then FX stands still and gaps at the reopening while bitcoin trades on', () => {
    const friday = new Date('2026-03-13T21:59:00Z');
    const walk = walkFrom(9, friday);
    walk.advance(new Date('2026-03-13T22:00:00Z'));
    const closing = walk.prices();
    walk.advance(new Date('2026-03-15T21:59:00Z'));
    const sunday = walk.prices();
    walk.advance(new Date('2026-03-15T22:00:00Z'));

    expect(sunday.EURUSD).toBe(closing.EURUSD);
    expect(sunday.US30).toBe(closing.US30);
    expect(sunday.BTCUSD).not.toBe(closing.BTCUSD);
    expect(walk.bid('EURUSD')).not.toBe(closing.EURUSD);
  });

  it('given a price set by hand, then the walk goes on from there', () => {
    const walk = walkFrom(2);
    walk.setPrice('XAUUSD', 3000);
    expect(walk.bid('XAUUSD')).toBe(3000);
    walk.advance(after(MONDAY, 60_000 * 60));
    expect(Math.abs(walk.bid('XAUUSD') - 3000)).toBeLessThan(30);
    expect(() => walk.setPrice('XAUUSD', 0)).toThrow(/not a price/);
    expect(() => walk.setPrice('NOPE', 1)).toThrow(/unknown symbol/);
  });

  it('given a time already passed, then advancing does nothing', () => {
    const walk = walkFrom(4);
    walk.advance(after(MONDAY, 60_000));
    const prices = walk.prices();
    walk.advance(MONDAY);
    expect(walk.prices()).toEqual(prices);
    expect(walk.time).toEqual(after(MONDAY, 60_000));
  });
});
