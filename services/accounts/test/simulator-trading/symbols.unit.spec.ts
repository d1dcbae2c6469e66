import { describe, expect, it } from 'vitest';
import { isMarketOpen, rolloversBetween, swapNights } from '../../src/mt5/simulator/trading/market-hours.ts';
import { askOf, pointValueUsd, SYMBOLS } from '../../src/mt5/simulator/trading/symbols.ts';

const ms = (iso: string) => new Date(iso).getTime();

describe('symbols', () => {
  it('given a USD account, then a point is worth what a broker shows, converting yen at the price', () => {
    expect(pointValueUsd(SYMBOLS.EURUSD, 1.1)).toBeCloseTo(1, 10);
    expect(pointValueUsd(SYMBOLS.USDJPY, 150)).toBeCloseTo(100 / 150, 10);
    expect(pointValueUsd(SYMBOLS.XAUUSD, 2650)).toBeCloseTo(1, 10);
    expect(pointValueUsd(SYMBOLS.US30, 43_500)).toBeCloseTo(0.1, 10);
  });

  it('given a bid, then the ask is the spread above it, on the symbol digits', () => {
    expect(askOf(SYMBOLS.EURUSD, 1.08431)).toBe(1.08433);
    expect(askOf(SYMBOLS.USDJPY, 151.237)).toBe(151.241);
    expect(askOf(SYMBOLS.US30, 43_500.1)).toBe(43_502.1);
  });
});

describe('market hours', () => {
  it('given the weekly session, then FX and indices trade Sunday 22:00 to Friday 22:00 UTC and bitcoin always', () => {
    const open = (iso: string) => [isMarketOpen(SYMBOLS.EURUSD, ms(iso)), isMarketOpen(SYMBOLS.BTCUSD, ms(iso))];
    expect(open('2026-03-13T21:59:00Z')).toEqual([true, true]);
    expect(open('2026-03-13T22:00:00Z')).toEqual([false, true]);
    expect(open('2026-03-14T12:00:00Z')).toEqual([false, true]);
    expect(open('2026-03-15T21:59:00Z')).toEqual([false, true]);
    expect(open('2026-03-15T22:00:00Z')).toEqual([true, true]);
    expect(open('2026-03-11T03:00:00Z')).toEqual([true, true]);
  });

  it('given a stretch of time, then the rollovers in it are the 22:00 UTC instants after its start', () => {
    expect(rolloversBetween(ms('2026-03-11T22:00:00Z'), ms('2026-03-12T21:59:00Z'))).toEqual([]);
    expect(rolloversBetween(ms('2026-03-11T21:59:00Z'), ms('2026-03-11T22:00:00Z'))).toEqual([
      ms('2026-03-11T22:00:00Z'),
    ]);
    expect(rolloversBetween(ms('2026-03-09T00:00:00Z'), ms('2026-03-11T23:00:00Z'))).toHaveLength(3);
  });

  it('given each rollover of a week, then FX pays seven nights with three on Wednesday and bitcoin seven', () => {
    const week = rolloversBetween(ms('2026-03-08T23:00:00Z'), ms('2026-03-15T23:00:00Z'));
    const nights = (symbol: keyof typeof SYMBOLS) => week.map((instant) => swapNights(SYMBOLS[symbol], instant));
    expect(nights('EURUSD')).toEqual([1, 1, 3, 1, 1, 0, 0]);
    expect(nights('US30')).toEqual([1, 1, 1, 1, 3, 0, 0]);
    expect(nights('BTCUSD')).toEqual([1, 1, 1, 1, 1, 1, 1]);
  });
});
