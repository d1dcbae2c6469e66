import { randomUUID } from 'node:crypto';
import type { Position, Statistics, Trade, TradesPage } from '@prop/contracts/trading';
import { localDateTexts } from '@prop/service-kit/time-zone';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTradingData } from '../src/commands/record-trading-data.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

/** Bitcoin trades every day of the week, so these tests do not depend on the day they run. */
const SYMBOL = 'BTCUSD';
const FAST = { SIM_ACCOUNTS: '20', TRADING_POLL_MS: '200', EQUITY_HISTORY_FLUSH_MS: '200' };

/** Deals stored for an MT5 account, by the service's own table. */
async function storedDeals(accounts: AccountsHarness, mt5AccountId: string) {
  return accounts.deps.db
    .selectFrom('mt5_deals')
    .select(['deal_id', 'profit', 'commission', 'swap'])
    .where('mt5_account_id', '=', mt5AccountId)
    .execute();
}

describe('the trading journal of a simulated account', () => {
  let accounts: AccountsHarness;
  const userId = randomUUID();
  let mt5AccountId = '';

  const trader = () => accounts.trader(userId);
  const json = async <T>(url: string, headers = trader()) => {
    const response = await accounts.get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const open = async (type: 'BUY' | 'SELL', volume: number, extra: object = {}) => {
    const response = await accounts.post(`/api/admin/mt5-accounts/${mt5AccountId}/positions`, accounts.admin, {
      symbol: SYMBOL,
      type,
      volume,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Position;
  };
  const close = async (positionId: string) => {
    const response = await accounts.app.inject({
      method: 'DELETE',
      url: `/api/admin/mt5-accounts/${mt5AccountId}/positions/${positionId}`,
      headers: accounts.admin,
    });
    expect(response.statusCode, response.body).toBe(204);
  };
  const positions = () => json<Position[]>('/api/account/positions');
  // Days and months are the firm's: a close late on the last day of a month (UTC) can be in the
  // next month there, which failed this at 23:20 UTC on 30 November.
  const firmDateOf = (closeTime: string) => localDateTexts(accounts.config.FIRM_TIME_ZONE)(new Date(closeTime));
  const tradesPage = (query = '') => json<TradesPage>(`/api/account/trades${query}`);

  beforeAll(async () => {
    accounts = await startAccounts(FAST);
    mt5AccountId = (await accounts.freeMt5Account()).id;
    expect((await accounts.link(userId, mt5AccountId, '10000')).statusCode).toBe(200);
  });
  afterAll(() => accounts.close());

  it('given a linked account, when the admin opens a position, then the trader sees it open, with its figures', async () => {
    const opened = await open('BUY', 0.1, { magic: 7, reason: 'DEAL_REASON_EXPERT' });
    expect(opened).toMatchObject({ symbol: SYMBOL, type: 'BUY', volume: 0.1, magic: 7, reason: 'DEAL_REASON_EXPERT' });

    const shown = await waitFor(async () => (await positions()).find((position) => position.id === opened.id));
    expect(shown).toMatchObject({ symbol: SYMBOL, type: 'BUY', volume: 0.1, openPrice: opened.openPrice });
    await waitFor(async () => (await accounts.eventCount('accounts.positions.changed')) >= 1);
  });

  it('given an open buy, when the admin moves the price, then the trader sees the new price and its profit at once', async () => {
    const [held] = await positions();
    if (!held) throw new Error('no position open');
    const price = Math.round(held.openPrice * 1.02);
    const moved = await accounts.post('/api/admin/mt5-prices', accounts.admin, { symbol: SYMBOL, price });
    expect(moved.statusCode, moved.body).toBe(204);

    // The market walks on from the new price each second: the price shown is the one set, or a step from it.
    const [now] = await positions();
    expect(Math.abs((now?.currentPrice ?? 0) - price) / price).toBeLessThan(0.005);
    expect(Number(now?.profit)).toBeGreaterThan(0);
    const unknown = await accounts.post('/api/admin/mt5-prices', accounts.admin, { symbol: 'NOPE', price: 1 });
    expect(unknown.statusCode).toBe(400);
  });

  it('given an open position, when it is closed, then it is a trade in the journal, the statistics and the day', async () => {
    const [held] = await positions();
    if (!held) throw new Error('no position open');
    await close(held.id);

    const page = await waitFor(async () => {
      const listed = await tradesPage();
      return listed.trades.length === 1 && listed;
    });
    const trade = page.trades[0] as Trade;
    expect(trade).toMatchObject({ positionId: held.id, symbol: SYMBOL, type: 'BUY', volume: 0.1, magic: 7 });
    expect(trade.openTime).toBe(held.openTime);
    expect(trade.openPrice).toBe(held.openPrice);
    expect(page.nextCursor).toBeNull();
    await waitFor(async () => (await positions()).length === 0);

    const statistics = await json<Statistics>('/api/account/statistics');
    expect(statistics).toMatchObject({ trades: 1, netProfit: trade.netProfit, lotsTraded: 0.1 });
    const month = firmDateOf(trade.closeTime).slice(0, 7);
    const days = await json<{ date: string; profit: string; trades: number }[]>(`/api/account/daily?month=${month}`);
    expect(days.reduce((sum, day) => sum + day.trades, 0)).toBe(1);
    expect(days.map((day) => day.profit)).toEqual([trade.netProfit]);
  });

  it('given trades, when the ledger is summed, then it is the balance, and balance plus open profit is the equity', async () => {
    await open('SELL', 0.05);
    // deposit, the buy's entry and exit, the sell's entry
    await waitFor(async () => (await storedDeals(accounts, mt5AccountId)).length === 4);
    const deals = await storedDeals(accounts, mt5AccountId);
    const ledger = deals.reduce(
      (sum, deal) => sum + Math.round((Number(deal.profit) + Number(deal.commission) + Number(deal.swap)) * 100),
      0,
    );
    const account = await json<{ mt5Data: { accountInfo: { balance: number } } }>('/api/account');
    expect(ledger / 100).toBeCloseTo(account.mt5Data.accountInfo.balance, 2);
  });

  it('given deals read again (a retry or a redelivery), when they are recorded, then nothing is stored or announced twice', async () => {
    const before = await storedDeals(accounts, mt5AccountId);
    const announced = await accounts.eventCount('accounts.deal.recorded');
    expect(announced).toBe(before.length);

    const control = { runtime: accounts.deps.runtime, links: new LinkRegistry() };
    const rows = await accounts.deps.db
      .selectFrom('mt5_deals')
      .selectAll()
      .where('mt5_account_id', '=', mt5AccountId)
      .execute();
    const { dealOfRow } = await import('../src/db/trading-rows.ts');
    const again = await recordTradingData(control, mt5AccountId, rows.map(dealOfRow), null);

    expect(again.recorded).toEqual([]);
    expect(await storedDeals(accounts, mt5AccountId)).toHaveLength(before.length);
    expect(await accounts.eventCount('accounts.deal.recorded')).toBe(announced);
  });

  it('given several trades, when they are paged, filtered and exported, then every trade appears once and the CSV has the rows of the list', async () => {
    const before = await json<Statistics>('/api/account/statistics');
    for (let index = 0; index < 4; index++) await close((await open('BUY', 0.01)).id);
    const all = await waitFor(async () => {
      const listed = await tradesPage('?limit=200');
      return listed.trades.length === 5 && listed.trades;
    });
    // The statistics read before were kept; the new trades moved the account's version past them.
    expect((await json<Statistics>('/api/account/statistics')).trades).toBe(before.trades + 4);

    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const page: TradesPage = await tradesPage(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.trades.map((trade) => trade.exitDealId));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(all.map((trade) => trade.exitDealId));
    const closeTimes = all.map((trade) => trade.closeTime);
    expect([...closeTimes].sort().reverse()).toEqual(closeTimes);

    expect((await tradesPage('?symbol=EURUSD')).trades).toEqual([]);
    // `from` and `to` are days in the firm's zone: the trade's close there, not its UTC date (an hour
    // apart around midnight UTC, when this once failed).
    const today = firmDateOf(all[0]?.closeTime ?? '');
    expect((await tradesPage(`?from=${today}&to=${today}&limit=200`)).trades.length).toBeGreaterThanOrEqual(1);

    const csv = await accounts.get('/api/account/trades.csv', trader());
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="trades-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'positionId,symbol,type,volume,openTime,closeTime,openPrice,closePrice,profit,swap,commission,netProfit,reason,magic',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(all.map((trade) => trade.positionId));

    const badCursor = await accounts.get('/api/account/trades?cursor=nonsense', trader());
    expect(badCursor.statusCode).toBe(400);
  });

  it('given the admin, when they read the trader by user id, then they see the same journal; another trader sees none', async () => {
    const own = await tradesPage('?limit=200');
    const asAdmin = await json<TradesPage>(`/api/admin/user/${userId}/trades?limit=200`, accounts.admin);
    expect(asAdmin.trades).toEqual(own.trades);
    expect(await json<Statistics>(`/api/admin/user/${userId}/statistics`, accounts.admin)).toEqual(
      await json<Statistics>('/api/account/statistics'),
    );
    const stranger = await accounts.get('/api/account/trades', accounts.trader(randomUUID()));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'No trading account linked yet' });
  });

  it('given a linked account, when time passes, then its equity history has buckets whose low and high hold the equity', async () => {
    const points = await waitFor(async () => {
      const history = await json<{ equity: string; equityMin: string; equityMax: string }[]>(
        '/api/account/equity-history?range=1d',
      );
      return history.length > 0 && history;
    });
    for (const point of points) {
      expect(Number(point.equityMin)).toBeLessThanOrEqual(Number(point.equity));
      expect(Number(point.equityMax)).toBeGreaterThanOrEqual(Number(point.equity));
    }
    const wrong = await accounts.get('/api/account/equity-history?range=2y', trader());
    expect(wrong.statusCode).toBe(400);
  });

  it('given the MT5 account is unlinked and linked to another trader, then the new holder sees only their own trades, statistics, days and equity', async () => {
    const before = await tradesPage('?limit=200');
    expect(before.trades.length).toBeGreaterThan(0);
    const month = firmDateOf((before.trades[0] as Trade).closeTime).slice(0, 7);
    const earlierEquity = await json<{ time: string }[]>('/api/account/equity-history?range=1d');
    expect((await accounts.post('/api/admin/unlink-mt5', accounts.admin, { userId })).statusCode).toBe(200);
    const nextHolder = randomUUID();
    expect((await accounts.link(nextHolder, mt5AccountId, '10000')).statusCode).toBe(200);
    const theirs = <T>(path: string) => json<T>(path, accounts.trader(nextHolder));

    expect((await theirs<TradesPage>('/api/account/trades?limit=200')).trades).toEqual([]);
    expect(await theirs<Statistics>('/api/account/statistics')).toMatchObject({ trades: 0 });
    expect(await theirs<unknown[]>(`/api/account/daily?month=${month}`)).toEqual([]);
    const csv = await accounts.get('/api/account/trades.csv', accounts.trader(nextHolder));
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    const { history_from: historyFrom } = await accounts.deps.db
      .selectFrom('trading_accounts')
      .select('history_from')
      .where('user_id', '=', nextHolder)
      .executeTakeFirstOrThrow();
    if (!historyFrom) throw new Error('a second link must start its history where the first ended');
    expect(earlierEquity.some((point) => new Date(point.time) < historyFrom)).toBe(true);
    for (const point of await theirs<{ time: string }[]>('/api/account/equity-history?range=1d'))
      expect(new Date(point.time).getTime()).toBeGreaterThanOrEqual(historyFrom.getTime());

    const position = await open('BUY', 0.02);
    await close(position.id);
    const mine = await waitFor(async () => {
      const page = await theirs<TradesPage>('/api/account/trades?limit=200');
      return page.trades.length === 1 && page;
    });
    expect(mine.trades[0]).toMatchObject({ positionId: position.id });
    expect(await json<Statistics>(`/api/admin/user/${nextHolder}/statistics`, accounts.admin)).toMatchObject({
      trades: 1,
    });
  });

  it('given orders the broker refuses, when the admin sends them, then 400 with the reason, 404 for an unknown account', async () => {
    const unknownSymbol = await accounts.post(`/api/admin/mt5-accounts/${mt5AccountId}/positions`, accounts.admin, {
      symbol: 'NOPE',
      type: 'BUY',
      volume: 0.1,
    });
    expect(unknownSymbol.statusCode).toBe(400);
    expect(unknownSymbol.json().message).toMatch(/unknown symbol/);
    const badVolume = await accounts.post(`/api/admin/mt5-accounts/${mt5AccountId}/positions`, accounts.admin, {
      symbol: SYMBOL,
      type: 'BUY',
      volume: 0.015,
    });
    expect(badVolume.statusCode).toBe(400);
    const nobody = await accounts.post('/api/admin/mt5-accounts/sim-none-0/positions', accounts.admin, {
      symbol: SYMBOL,
      type: 'BUY',
      volume: 0.1,
    });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('the trading data across a restart', () => {
  it('given an open position, when the service restarts, then the position carries on and closes as one trade, no deal twice', async () => {
    const first = await startAccounts(FAST);
    const userId = randomUUID();
    const mt5AccountId = (await first.freeMt5Account()).id;
    expect((await first.link(userId, mt5AccountId, '10000')).statusCode).toBe(200);
    const opened = await first.post(`/api/admin/mt5-accounts/${mt5AccountId}/positions`, first.admin, {
      symbol: SYMBOL,
      type: 'SELL',
      volume: 0.2,
    });
    expect(opened.statusCode).toBe(201);
    const position = opened.json() as Position;
    await waitFor(async () => (await storedDeals(first, mt5AccountId)).length === 2);
    await waitFor(async () => {
      const listed = (await first.get('/api/account/positions', first.trader(userId))).json() as Position[];
      return listed.some((held) => held.id === position.id);
    });
    await first.stop();

    const second = await startAccounts(FAST, first.ns);
    try {
      const closed = await second.app.inject({
        method: 'DELETE',
        url: `/api/admin/mt5-accounts/${mt5AccountId}/positions/${position.id}`,
        headers: second.admin,
      });
      expect(closed.statusCode, closed.body).toBe(204);
      const page = await waitFor(async () => {
        const listed = (await second.get('/api/account/trades', second.trader(userId))).json() as TradesPage;
        return listed.trades.length === 1 && listed;
      });
      expect(page.trades[0]).toMatchObject({ positionId: position.id, type: 'SELL', volume: 0.2 });
      expect(page.trades[0]?.openTime).toBe(position.openTime);
      const deals = await storedDeals(second, mt5AccountId);
      expect(deals).toHaveLength(3);
      expect(new Set(deals.map((deal) => deal.deal_id)).size).toBe(3);
      await waitFor(async () => (await second.eventCount('accounts.deal.recorded')) === 3);
    } finally {
      await second.close();
    }
  });
});

/** A month of history is read, stored and announced in one go: seconds on a busy machine. */
const BACKFILL_MS = 30_000;

describe('a demo account funded with personas on', () => {
  it('given personas and 30 days of history, when an account is funded, then its journal holds a month of trades that sum to its balance', async () => {
    const accounts = await startAccounts({ ...FAST, SIM_PERSONAS: 'true', SIM_HISTORY_DAYS: '30' });
    try {
      const userId = randomUUID();
      const mt5AccountId = (await accounts.freeMt5Account()).id;
      expect((await accounts.link(userId, mt5AccountId, '10000')).statusCode).toBe(200);

      const statistics = await waitFor(async () => {
        const read = await accounts.get('/api/account/statistics', accounts.trader(userId));
        const figures = read.json() as Statistics;
        return figures.trades >= 20 && figures;
      }, BACKFILL_MS);
      expect(statistics.tradingDays).toBeGreaterThanOrEqual(15);
      const page = (await accounts.get('/api/account/trades?limit=200', accounts.trader(userId))).json() as TradesPage;
      const oldest = page.trades.at(-1)?.openTime ?? '';
      expect(Date.now() - Date.parse(oldest)).toBeGreaterThan(20 * 86_400_000);

      const history = await waitFor(async () => {
        const read = await accounts.get('/api/account/equity-history?range=1m', accounts.trader(userId));
        const points = read.json() as unknown[];
        return points.length > 24 * 20 && points;
      }, BACKFILL_MS);
      expect(history.length).toBeGreaterThan(24 * 20);

      // The ledger, stored as the ingestion read it, is the balance the account shows.
      await waitFor(async () => {
        const deals = await storedDeals(accounts, mt5AccountId);
        const ledger = deals.reduce(
          (sum, deal) => sum + Math.round((Number(deal.profit) + Number(deal.commission) + Number(deal.swap)) * 100),
          0,
        );
        const account = (await accounts.get('/api/account', accounts.trader(userId))).json() as {
          mt5Data: { accountInfo: { balance: number } };
        };
        return Math.abs(ledger / 100 - account.mt5Data.accountInfo.balance) < 0.005;
      }, BACKFILL_MS);
    } finally {
      await accounts.close();
    }
  });
});

describe('reads driven by activity', () => {
  it('given a poll of a minute, when positions open and close in quick succession, then every deal is stored within seconds', async () => {
    const accounts = await startAccounts({ ...FAST, TRADING_POLL_MS: '60000' });
    try {
      const userId = randomUUID();
      const mt5AccountId = (await accounts.freeMt5Account()).id;
      expect((await accounts.link(userId, mt5AccountId, '10000')).statusCode).toBe(200);
      const url = `/api/admin/mt5-accounts/${mt5AccountId}/positions`;
      // Each close lands while the read its open triggered may still be running.
      for (let round = 0; round < 5; round++) {
        const opened = (await accounts.post(url, accounts.admin, { symbol: SYMBOL, type: 'BUY', volume: 0.01 })).json();
        const closed = await accounts.app.inject({
          method: 'DELETE',
          url: `${url}/${opened.id}`,
          headers: accounts.admin,
        });
        expect(closed.statusCode).toBe(204);
      }
      // the deposit, then an entry and an exit per round
      await waitFor(async () => (await storedDeals(accounts, mt5AccountId)).length === 11, 10_000);
    } finally {
      await accounts.close();
    }
  });
});
