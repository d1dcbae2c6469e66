import { describe, expect, it } from 'vitest';
import { moneyOf } from '@prop/contracts/money';
import { type Deal, dealSchema, positionSchema } from '@prop/contracts/trading';
import { type AccountHistory, backHistory } from '../../src/mt5/simulator/trading/back-history.ts';
import { NewsCalendar } from '../../src/mt5/simulator/trading/news-calendar.ts';
import { DAY_MS, EVENTS, HISTORY_START, monthOfMarket, NOW } from './history-fixture.ts';

const SEED = 20260101;
const ACCOUNTS = 50;
const TEN_THOUSAND = moneyOf('10000');
const { tape } = monthOfMarket(SEED);
const news = new NewsCalendar(EVENTS);

function pool(seed = SEED, accounts = ACCOUNTS): AccountHistory[] {
  return Array.from({ length: accounts }, (_, accountIndex) =>
    backHistory({ seed, accountIndex, openingBalance: TEN_THOUSAND, tape, news }),
  );
}

const started = performance.now();
const cpuBefore = process.cpuUsage();
const histories = pool();
const cpu = process.cpuUsage(cpuBefore);
console.log(
  `${ACCOUNTS} accounts x 30 days of history: ${(performance.now() - started).toFixed(0)} ms wall, ` +
    `${((cpu.user + cpu.system) / 1000).toFixed(0)} ms cpu`,
);

const netOf = (deals: readonly Deal[]) =>
  deals.reduce((sum, deal) => sum + moneyOf(deal.profit) + moneyOf(deal.commission) + moneyOf(deal.swap), 0n);
const entries = (deals: readonly Deal[]) => deals.filter((deal) => deal.entryType === 'DEAL_ENTRY_IN');
const exits = (deals: readonly Deal[]) => deals.filter((deal) => deal.entryType === 'DEAL_ENTRY_OUT');
/** Midnight of each whole day of the history. */
const days = Array.from(
  { length: 30 },
  (_, day) =>
    new Date(`${new Date(HISTORY_START.getTime() + (day + 1) * DAY_MS).toISOString().slice(0, 10)}T00:00:00Z`),
);
const weekdays = days.filter((date) => date.getUTCDay() % 6 !== 0).map((date) => date.toISOString().slice(0, 10));

describe('an account history', () => {
  it('given the same seed and market, then the same deals, samples and open positions', () => {
    const again = backHistory({ seed: SEED, accountIndex: 7, openingBalance: TEN_THOUSAND, tape, news });
    expect(again.deals).toEqual(histories[7]?.deals);
    expect(again.samples).toEqual(histories[7]?.samples);
    expect(again.positions).toEqual(histories[7]?.positions);
  });

  it('given another seed, then another history', () => {
    const other = backHistory({ seed: SEED + 1, accountIndex: 7, openingBalance: TEN_THOUSAND, tape });
    expect(other.deals.map((deal) => deal.time)).not.toEqual(histories[7]?.deals.map((deal) => deal.time));
  });

  it('given every account, then the first deal is the deposit and the deals add up to the balance', () => {
    for (const history of histories) {
      expect(history.deals[0]).toMatchObject({ type: 'DEAL_TYPE_BALANCE', profit: '10000.00' });
      expect(history.deals[0]?.time).toBe(HISTORY_START.toISOString());
      expect(netOf(history.deals)).toBe(history.balance);
    }
  });

  it('given every account, then equity is the balance plus the floating profit and swap of what is still open', () => {
    for (const history of histories) {
      const floating = history.positions.reduce((sum, p) => sum + moneyOf(p.profit) + moneyOf(p.swap), 0n);
      expect(history.equity).toBe(history.balance + floating);
      expect(history.samples.at(-1)).toMatchObject({ time: NOW, balance: history.balance, equity: history.equity });
    }
  });

  it('given the deals and positions, then they are what the contract describes, in time order', () => {
    for (const history of histories.slice(0, 10)) {
      for (const deal of history.deals) dealSchema.parse(deal);
      for (const position of history.positions) positionSchema.parse(position);
      const times = history.deals.map((deal) => deal.time);
      expect(times).toEqual([...times].sort());
      expect((times.at(-1) ?? '') <= NOW.toISOString()).toBe(true);
    }
  });

  it('given the positions still open, then each has an entry deal and no deal of it is missing', () => {
    for (const history of histories) {
      for (const position of history.positions) {
        const own = history.deals.filter((deal) => deal.positionId === position.id);
        const opened = entries(own).reduce((sum, deal) => sum + (deal.volume ?? 0), 0);
        const closed = exits(own).reduce((sum, deal) => sum + (deal.volume ?? 0), 0);
        expect(opened - closed).toBeCloseTo(position.volume, 6);
      }
    }
  });

  it('given equity samples, then one every five minutes over the month', () => {
    const samples = histories[0]?.samples ?? [];
    expect(samples).toHaveLength(30 * 288 + 1);
    expect(samples[1]?.time.getTime()).toBe(HISTORY_START.getTime() + 5 * 60_000);
    expect(new Set(samples.map((sample) => sample.equity)).size).toBeGreaterThan(100);
  });

  it('given a month, then most accounts trade on most weekdays, a few times a day', () => {
    const busy = histories.filter((history) => {
      const days = new Set(history.deals.map((deal) => deal.time.slice(0, 10)));
      return weekdays.filter((day) => days.has(day)).length >= 0.7 * weekdays.length;
    });
    expect(busy.length).toBeGreaterThanOrEqual(0.8 * ACCOUNTS);
    const perDay = histories.map((history) => entries(history.deals).length / weekdays.length);
    const median = perDay.sort((a, b) => a - b)[Math.floor(perDay.length / 2)] ?? 0;
    expect(median).toBeGreaterThan(1);
    expect(median).toBeLessThan(10);
  });

  it('given 10k accounts, then entries are between 0.01 and 2 lots, mostly with a stop loss and take profit', () => {
    const opened = histories.flatMap((history) => entries(history.deals));
    expect(Math.min(...opened.map((deal) => deal.volume ?? 0))).toBeGreaterThanOrEqual(0.01);
    expect(Math.max(...opened.map((deal) => deal.volume ?? 0))).toBeLessThanOrEqual(2);
    const stopped = exits(histories.flatMap((history) => history.deals)).filter(
      (deal) => deal.reason === 'DEAL_REASON_SL' || deal.reason === 'DEAL_REASON_TP',
    );
    expect(stopped.length).toBeGreaterThan(0.1 * opened.length);
    expect(stopped.some((deal) => deal.reason === 'DEAL_REASON_TP')).toBe(true);
  });

  it('given the pool, then about a fifth trades through an expert advisor with a magic number', () => {
    const experts = histories.filter((history) => history.trader.persona.magic !== 0);
    expect(experts.length).toBeGreaterThanOrEqual(5);
    expect(experts.length).toBeLessThanOrEqual(20);
    for (const history of experts) {
      const placed = entries(history.deals);
      expect(placed.length).toBeGreaterThan(0);
      for (const deal of placed)
        expect(deal).toMatchObject({ reason: 'DEAL_REASON_EXPERT', magic: history.trader.persona.magic });
    }
    const manual = histories.filter((history) => history.trader.persona.magic === 0).flatMap((h) => entries(h.deals));
    expect(new Set(manual.map((deal) => deal.reason))).toEqual(
      new Set(['DEAL_REASON_CLIENT', 'DEAL_REASON_MOBILE', 'DEAL_REASON_WEB']),
    );
    expect(manual.every((deal) => deal.magic === 0)).toBe(true);
  });

  it('given the pool, then some positions are held over a weekend and pay swap on their exit', () => {
    const saturdayNoons = days.filter((date) => date.getUTCDay() === 6).map((date) => date.getTime() + DAY_MS / 2);
    const heldOver = histories.flatMap((history) => {
      const opened = new Map(entries(history.deals).map((deal) => [deal.positionId, Date.parse(deal.time)]));
      const lastExit = new Map(exits(history.deals).map((deal) => [deal.positionId, Date.parse(deal.time)]));
      const stillOpen = new Set(history.positions.map((position) => position.id));
      return [...opened].filter(([id, openedAt]) => {
        const closedAt = stillOpen.has(id ?? '') ? NOW.getTime() : (lastExit.get(id) ?? 0);
        return saturdayNoons.some((noon) => openedAt < noon && closedAt > noon + DAY_MS);
      });
    });
    expect(heldOver.length).toBeGreaterThan(5);
    const swapped = exits(histories.flatMap((history) => history.deals)).filter((deal) => deal.swap !== '0.00');
    expect(swapped.length).toBeGreaterThan(20);
  });

  it('given some positions, then part of them is closed before the rest', () => {
    const partly = histories.flatMap((history) => {
      const counts = new Map<string | undefined, number>();
      for (const deal of exits(history.deals)) counts.set(deal.positionId, (counts.get(deal.positionId) ?? 0) + 1);
      return [...counts.values()].filter((count) => count > 1);
    });
    expect(partly.length).toBeGreaterThan(10);
  });

  it('given news traders, then they open around the high-impact releases', () => {
    const newsTraders = histories.filter((history) => history.trader.persona.newsOffsetMinutes !== undefined);
    expect(newsTraders.length).toBeGreaterThan(3);
    for (const history of newsTraders) {
      const offset = (history.trader.persona.newsOffsetMinutes ?? 0) * 60_000;
      const openedAt = entries(history.deals).map((deal) => Date.parse(deal.time));
      const atRelease = EVENTS.filter((event) => {
        const moment = event.getTime() + offset;
        return openedAt.some((time) => time >= moment && time - moment <= 60_000);
      });
      expect(atRelease.length).toBeGreaterThanOrEqual(0.4 * EVENTS.length);
    }
  });
});
