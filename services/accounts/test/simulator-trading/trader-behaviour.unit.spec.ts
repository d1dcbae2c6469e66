import { describe, expect, it } from 'vitest';
import type { Deal } from '@prop/contracts/trading';
import { moneyOf } from '@prop/contracts/money';
import { seededRandom } from '../../src/mt5/simulator/seeded-random.ts';
import { stepAccount } from '../../src/mt5/simulator/trading/account-step.ts';
import { NewsCalendar } from '../../src/mt5/simulator/trading/news-calendar.ts';
import { PriceWalk } from '../../src/mt5/simulator/trading/price-walk.ts';
import { liveTempo, type Trader, traderFor } from '../../src/mt5/simulator/trading/trader-behaviour.ts';
import { TradingEngine } from '../../src/mt5/simulator/trading/trading-engine.ts';

const SEED = 77;
const personas = (count: number, seed = SEED) =>
  Array.from({ length: count }, (_, index) => traderFor(seed, index).persona);

/**
 * Runs `accounts` funded with 10k from `from` to `to` in steps of `stepMs`, as live mode would;
 * `beforeStep` sees the time of each step before the market moves to it.
 */
function run(accounts: Trader[], from: Date, to: Date, stepMs: number, beforeStep?: (at: Date) => void) {
  const walk = new PriceWalk(seededRandom(SEED), from);
  const engines = accounts.map((_, index) => new TradingEngine(index));
  for (const engine of engines) {
    engine.quote(walk.prices(), from);
    engine.deposit(moneyOf('10000'), from);
  }
  const deals: Deal[] = [];
  const heldAt = new Map<number, number>();
  for (let at = from.getTime() + stepMs; at <= to.getTime(); at += stepMs) {
    beforeStep?.(new Date(at));
    const previous = walk.time;
    walk.advance(new Date(at));
    const prices = walk.prices();
    accounts.forEach((trader, index) => {
      const engine = engines[index] as TradingEngine;
      deals.push(...stepAccount(engine, trader, prices, previous, walk.time));
      heldAt.set(at, (heldAt.get(at) ?? 0) + engine.openCount);
    });
  }
  return { deals, engines, heldAt };
}

describe('trader personas', () => {
  it('given the same seed and account, then the same persona', () => {
    expect(traderFor(SEED, 3).persona).toEqual(traderFor(SEED, 3).persona);
    expect(personas(20)).not.toEqual(personas(20, SEED + 1));
  });

  it('given a thousand accounts, then about a fifth run an expert advisor, each with its own magic number', () => {
    const all = personas(1000);
    const experts = all.filter((persona) => persona.style === 'expert');
    expect(experts.length).toBeGreaterThan(150);
    expect(experts.length).toBeLessThan(250);
    expect(experts.every((persona) => persona.magic > 0 && persona.terminal === 'DEAL_REASON_EXPERT')).toBe(true);
    expect(new Set(experts.map((persona) => persona.magic)).size).toBeGreaterThan(0.95 * experts.length);
    const people = all.filter((persona) => persona.style !== 'expert');
    expect(people.every((persona) => persona.magic === 0 && persona.terminal !== 'DEAL_REASON_EXPERT')).toBe(true);
  });

  it('given a thousand accounts, then a mix of weekend holders, news traders and styles', () => {
    const all = personas(1000);
    const share = (test: (persona: (typeof all)[number]) => boolean) => all.filter(test).length / all.length;
    expect(share((persona) => persona.holdsOverWeekend)).toBeGreaterThan(0.1);
    expect(share((persona) => persona.holdsOverWeekend)).toBeLessThan(0.5);
    expect(share((persona) => persona.newsOffsetMinutes !== undefined)).toBeGreaterThan(0.15);
    expect(new Set(all.map((persona) => persona.style))).toEqual(new Set(['scalper', 'day', 'swing', 'expert']));
    expect(all.every((persona) => persona.symbols.length >= 1 && persona.symbols.length <= 3)).toBe(true);
  });
});

describe('a trader at work', () => {
  const week = run(
    Array.from({ length: 20 }, (_, index) => traderFor(SEED, index)),
    new Date('2026-03-09T00:00:00Z'),
    new Date('2026-03-16T06:00:00Z'),
    60_000,
  );

  it('given a week, then nobody opens a position while the markets are closed on the weekend', () => {
    const weekendEntries = week.deals.filter((deal) => {
      const time = new Date(deal.time);
      return deal.entryType === 'DEAL_ENTRY_IN' && (time.getUTCDay() === 6 || time.getUTCDay() === 0);
    });
    expect(weekendEntries).toEqual([]);
  });

  it('given Friday evening, then only those who hold over the weekend still hold positions on Saturday', () => {
    const traders = Array.from({ length: 20 }, (_, index) => traderFor(SEED, index));
    const saturday = run(traders, new Date('2026-03-12T00:00:00Z'), new Date('2026-03-14T12:00:00Z'), 60_000);
    const holding = saturday.engines.map((engine, index) => [
      traders[index]?.persona.holdsOverWeekend,
      engine.openCount,
    ]);
    expect(holding.filter(([holds, open]) => !holds && (open as number) > 0)).toEqual([]);
    expect(holding.some(([holds, open]) => holds && (open as number) > 0)).toBe(true);
  });

  it('given a week, then the positions are closed by their traders and by their stops', () => {
    const reasons = new Set(
      week.deals.filter((deal) => deal.entryType === 'DEAL_ENTRY_OUT').map((deal) => deal.reason),
    );
    expect(reasons).toContain('DEAL_REASON_SL');
    expect(reasons).toContain('DEAL_REASON_TP');
    expect(reasons).toContain('DEAL_REASON_EXPERT');
    expect([...reasons].some((reason) => reason === 'DEAL_REASON_CLIENT' || reason === 'DEAL_REASON_MOBILE')).toBe(
      true,
    );
  });
});

describe('live mode', () => {
  it('given the default pool of 12 at live tempo, then a new position opens every minute or two on a weekday', () => {
    const traders = Array.from({ length: 12 }, (_, index) => traderFor(SEED, index));
    const tempo = liveTempo(traders.map((trader) => trader.persona));
    for (const trader of traders) trader.tempo = tempo;
    const { deals } = run(traders, new Date('2026-03-10T00:00:00Z'), new Date('2026-03-11T00:00:00Z'), 10_000);
    const opened = deals.filter((deal) => deal.entryType === 'DEAL_ENTRY_IN').length;

    expect(tempo).toBeGreaterThan(5);
    expect(opened).toBeGreaterThan(1440 / 3);
    expect(opened).toBeLessThan(1440);
  });

  it('given a large pool, then it keeps the natural pace', () => {
    expect(liveTempo(personas(1000))).toBe(1);
  });
});

describe('news traders', () => {
  const MINUTE = 60_000;
  const newsIndexes = Array.from({ length: 200 }, (_, index) => index)
    .filter((index) => traderFor(SEED, index).persona.newsOffsetMinutes !== undefined)
    .slice(0, 6);
  /** US releases at 13:30 UTC, Monday 9 to Friday 13 March 2026. */
  const releases = [9, 10, 11, 12, 13].map((day) => new Date(`2026-03-${String(day).padStart(2, '0')}T13:30:00Z`));
  const week = { from: new Date('2026-03-09T00:00:00Z'), to: new Date('2026-03-14T00:00:00Z') };

  /** Runs the news traders over the week, the calendar learning `schedule`: instants, in the order they are learned. */
  function tradeTheWeek(schedule: ReadonlyArray<readonly [Date, readonly Date[]]>) {
    const news = new NewsCalendar();
    const traders = newsIndexes.map((index) => traderFor(SEED, index, { news }));
    const unlearned = [...schedule];
    const { engines } = run(traders, week.from, week.to, MINUTE, (at) => {
      while (unlearned[0] && unlearned[0][0] <= at) news.add(unlearned.shift()?.[1] ?? []);
    });
    return traders.map((trader, index) => {
      const offset = (trader.persona.newsOffsetMinutes ?? 0) * MINUTE;
      const openedAt = (engines[index] as TradingEngine).deals
        .filter((deal) => deal.entryType === 'DEAL_ENTRY_IN')
        .map((deal) => Date.parse(deal.time));
      /** The releases at whose moment (release + offset) this trader opened, within the step after it. */
      const tradedAround = releases.filter((release) =>
        openedAt.some((time) => time >= release.getTime() + offset && time - (release.getTime() + offset) < MINUTE),
      );
      return { deals: (engines[index] as TradingEngine).deals, tradedAround };
    });
  }

  it('given releases learned while trading, then news traders open at their moment around those still to come, not those gone by', () => {
    const learnedWednesday = new Date('2026-03-11T00:00:00Z');
    const traders = tradeTheWeek([[learnedWednesday, releases]]);

    expect(newsIndexes).toHaveLength(6);
    const ahead = releases.filter((release) => release > learnedWednesday);
    const gone = releases.filter((release) => release < learnedWednesday);
    const aroundAhead = traders.flatMap((trader) => trader.tradedAround.filter((release) => ahead.includes(release)));
    const aroundGone = traders.flatMap((trader) => trader.tradedAround.filter((release) => gone.includes(release)));
    // a trader acts on three in four releases, unless it holds all it may or the market is shut
    expect(aroundAhead.length).toBeGreaterThanOrEqual(0.4 * ahead.length * traders.length);
    expect(traders.every((trader) => trader.tradedAround.length > 0)).toBe(true);
    expect(aroundGone).toEqual([]);
  });

  it('given no releases, then news traders do not open at those moments', () => {
    const traders = tradeTheWeek([]);
    expect(traders.flatMap((trader) => trader.tradedAround)).toEqual([]);
  });

  it('given the same seed and schedule, then the same deals, whether the schedule came at once or in parts before its moments', () => {
    const atOnce = tradeTheWeek([[week.from, releases]]);
    const inParts = tradeTheWeek([
      [new Date('2026-03-09T06:00:00Z'), releases.slice(0, 2)],
      [new Date('2026-03-10T20:00:00Z'), releases.slice(1)],
    ]);
    expect(atOnce.some((trader) => trader.tradedAround.length > 0)).toBe(true);
    expect(inParts.map((trader) => trader.deals)).toEqual(atOnce.map((trader) => trader.deals));
  });
});
