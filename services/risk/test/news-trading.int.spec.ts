import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { economicEventsScheduled } from '@prop/contracts/events/calendar';
import type { RulePack } from '@prop/contracts/rule-pack';
import { type Judgement, judge } from '../src/domain/rules/catalogue.ts';
import { eventually, startRisk, type TestRisk } from './helper.ts';

const NEWS_PACK: RulePack = {
  id: 'test-program/1',
  version: 3,
  rules: [
    { rule: 'max_loss', severity: 'hard', basis: 'static', percent: 10 },
    { rule: 'news_trading', severity: 'soft', minutes: 2 },
  ],
};

const MINUTE_MS = 60_000;

describe('news trading judged on deals against the calendar’s schedule', () => {
  let risk: TestRisk;

  beforeAll(async () => {
    risk = await startRisk();
  });
  afterAll(() => risk.close());

  const storedNews = () => risk.deps.db.selectFrom('news_events').select(['id', 'currency']).orderBy('at').execute();

  /** The calendar's announcement of a span: what it holds of it now. */
  function schedule(fromMs: number, toMs: number, events: { id: string; currency: string; atMs: number }[]) {
    return risk.publishEvent(economicEventsScheduled, {
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      events: events.map(({ id, currency, atMs }) => ({
        id,
        key: `${currency}-${atMs}`,
        title: `${currency} release`,
        currency,
        country: currency.slice(0, 2),
        impact: 'HIGH' as const,
        at: new Date(atMs).toISOString(),
      })),
    });
  }

  it('given US news at 14:30, when a gold deal closes a minute before and a EURGBP one at the same time, then one violation naming the gold deal, shown on the objectives', async () => {
    // given
    const account = await risk.lockedAccount(NEWS_PACK);
    const newsMs = Date.now() + 10 * MINUTE_MS;
    const usNews = { id: randomUUID(), currency: 'USD', atMs: newsMs };
    await schedule(newsMs - 60 * MINUTE_MS, newsMs + 60 * MINUTE_MS, [usNews]);
    await eventually(async () => expect(await storedNews()).toEqual([{ id: usNews.id, currency: 'USD' }]));

    // when
    const dealTime = new Date(newsMs - MINUTE_MS).toISOString();
    await risk.publishDeal(account, {
      id: 'gold-out',
      symbol: 'XAUUSD',
      type: 'DEAL_TYPE_SELL',
      entryType: 'DEAL_ENTRY_OUT',
      time: dealTime,
    });
    await risk.publishDeal(account, { id: 'cross', symbol: 'EURGBP', time: new Date(newsMs).toISOString() });

    // then
    await eventually(async () => {
      const days = await risk.deps.db
        .selectFrom('trading_days')
        .select('entry_deals')
        .where('account_id', '=', account.accountId)
        .execute();
      expect(days).toEqual([{ entry_deals: 1 }]);
    });
    const violations = await risk.violationsOf(account);
    expect(violations).toHaveLength(1);
    const [violation] = violations;
    expect(violation).toMatchObject({
      rule: 'news_trading',
      crossed: { value: 1, line: 2, unit: 'minutes', subject: 'gold-out' },
      inputs: {
        inputs: {
          events: [{ time: new Date(newsMs).toISOString(), currency: 'USD' }],
          deals: [{ id: 'gold-out', symbol: 'XAUUSD', time: dealTime }],
        },
      },
    });
    const replayed = judge(violation?.inputs as Judgement);
    expect(replayed.hash).toBe(violation?.hash);
    expect(replayed.verdict.status).toBe('violated');
    expect((await risk.objectivesOf(account)).objectives).toContainEqual({
      rule: 'news_trading',
      kind: 'condition',
      status: 'violated',
      current: 1,
      limit: 0,
      unit: 'deals',
    });
  });

  it('given a span announced again without its event, then the event is gone and a deal at its old time is not judged on it', async () => {
    // given
    const account = await risk.lockedAccount(NEWS_PACK);
    const newsMs = Date.now() + 5 * 3_600_000;
    const cancelled = { id: randomUUID(), currency: 'EUR', atMs: newsMs };
    const kept = { id: randomUUID(), currency: 'JPY', atMs: newsMs + 30 * MINUTE_MS };
    await schedule(newsMs - MINUTE_MS, newsMs + 60 * MINUTE_MS, [cancelled, kept]);

    // when
    await schedule(newsMs - MINUTE_MS, newsMs + 60 * MINUTE_MS, [kept]);
    await eventually(async () => {
      const ids = (await storedNews()).map(({ id }) => id);
      expect(ids).toContain(kept.id);
      expect(ids).not.toContain(cancelled.id);
    });
    await risk.publishDeal(account, { id: 'after-cancel', symbol: 'EURUSD', time: new Date(newsMs).toISOString() });

    // then
    await eventually(async () => {
      const days = await risk.deps.db
        .selectFrom('trading_days')
        .select('entry_deals')
        .where('account_id', '=', account.accountId)
        .execute();
      expect(days).toHaveLength(1);
    });
    expect(await risk.violationsOf(account)).toEqual([]);
  });
});
