import { describe, expect, it } from 'vitest';
import type { Deal } from '@prop/contracts/trading';
import { moneyOf } from '@prop/contracts/money';
import { seededRandom } from '../../src/mt5/simulator/seeded-random.ts';
import { stepAccount } from '../../src/mt5/simulator/trading/account-step.ts';
import { PriceWalk } from '../../src/mt5/simulator/trading/price-walk.ts';
import { liveTempo, type Trader, traderFor } from '../../src/mt5/simulator/trading/trader-behaviour.ts';
import { TradingEngine } from '../../src/mt5/simulator/trading/trading-engine.ts';

const SEED = 77;
const personas = (count: number, seed = SEED) =>
  Array.from({ length: count }, (_, index) => traderFor(seed, index).persona);

/** Runs `accounts` funded with 10k from `from` to `to` in steps of `stepMs`, as live mode would. */
function run(accounts: Trader[], from: Date, to: Date, stepMs: number) {
  const walk = new PriceWalk(seededRandom(SEED), from);
  const engines = accounts.map((_, index) => new TradingEngine(index));
  for (const engine of engines) {
    engine.quote(walk.prices(), from);
    engine.deposit(moneyOf('10000'), from);
  }
  const deals: Deal[] = [];
  const heldAt = new Map<number, number>();
  for (let at = from.getTime() + stepMs; at <= to.getTime(); at += stepMs) {
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
