import { randomUUID } from 'node:crypto';
import { NOT_FROZEN } from '@prop/contracts/account';
import type { Deal, Position } from '@prop/contracts/trading';
import { createClock } from '@prop/service-kit/clock';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedStarts } from '../src/db/trading-data.ts';
import { positionsText } from '../src/domain/trading/positions-shape.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';
import type { Mt5Provider, TradingActivityListener } from '../src/mt5/provider.ts';
import { TradingIngestion } from '../src/trading/trading-ingestion.ts';
import { type AccountsHarness, startAccounts, waitFor } from './helper.ts';

const MT5 = 'sim-gated';
const QUIET = 'sim-quiet';

const deal = (id: string, time: string): Deal => ({
  id,
  type: 'DEAL_TYPE_BALANCE',
  time,
  profit: '100.00',
  commission: '0.00',
  swap: '0.00',
  magic: 0,
});

/**
 * The ingestion's clock runs from the morning of the test's deals: its one day of history must hold
 * them whatever day the test runs (on the real clock, they fell out of it four days later).
 */
const DEALS_DAY = '2026-11-24T12:00:00.000Z';

/** The ingestion of linked MT5 accounts read from `source`, on the harness's database and runtime. */
function ingestionOf(
  accounts: AccountsHarness,
  source: Mt5Provider,
  mt5AccountIds: string | string[],
  pollMs: number,
  concurrency = 1,
  links = new LinkRegistry(),
) {
  for (const mt5AccountId of [mt5AccountIds].flat())
    links.put({
      userId: randomUUID(),
      accountId: randomUUID(),
      mt5AccountId,
      fundingBalance: '10000',
      status: 'active',
      accountType: 'Instant Funding',
      historyFrom: null,
      ...NOT_FROZEN,
    });
  return new TradingIngestion(
    { runtime: accounts.deps.runtime, db: accounts.deps.db, links, provider: source },
    {
      pollMs,
      historyDays: 1,
      concurrency,
      pastEquity: () => {},
      clock: createClock(DEALS_DAY),
      log: { warn: () => {} },
    },
  );
}

/**
 * The ingestion's schedule against a source whose reads the test holds open: the database, the
 * outbox and the command runner are the real ones; only the broker is played by the test.
 */
describe('the trading ingestion', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());

  it('given activity while a read runs, when the read ends, then the account is read again at once, not at the next poll', async () => {
    const ledger = [deal('1', '2026-11-24T10:00:00.000Z')];
    let activity: TradingActivityListener = () => {};
    let release: (() => void) | undefined;
    let reads = 0;
    const source = {
      trading: {
        deals: async () => {
          reads += 1;
          const seen = [...ledger];
          if (reads === 1) await new Promise<void>((resolve) => (release = resolve));
          return { ok: true as const, value: seen };
        },
        positions: async () => ({ ok: true as const, value: [] }),
      },
      onTradingActivity: (listener: TradingActivityListener) => (activity = listener),
    } as unknown as Mt5Provider;
    const ingestion = ingestionOf(accounts, source, MT5, 60_000);
    ingestion.start();
    try {
      await waitFor(async () => release !== undefined);
      ledger.push(deal('2', '2026-11-24T10:05:00.000Z'));
      activity(MT5);
      release?.();

      await waitFor(async () => {
        const stored = await accounts.deps.db
          .selectFrom('mt5_deals')
          .select('deal_id')
          .where('mt5_account_id', '=', MT5)
          .execute();
        return stored.length === 2;
      }, 3000);
      expect(reads).toBe(2);
    } finally {
      await ingestion.stop();
    }
  });

  it("given reads that find nothing new, then they write nothing, a restarted ingestion's first read too; a new deal or a moved price is stored at the next read", async () => {
    const ledger = [deal('q1', '2026-11-24T11:00:00.000Z'), deal('q2', '2026-11-24T11:00:00.000Z')];
    const position: Position = {
      id: 'q-pos',
      symbol: 'BTCUSD',
      type: 'BUY',
      volume: 0.1,
      openPrice: 90_000,
      currentPrice: 90_010,
      swap: '0.00',
      commission: '-0.50',
      profit: '1.00',
      openTime: '2026-11-24T11:00:00.000Z',
      magic: 0,
    };
    let open = [position];
    const source = {
      trading: {
        deals: async () => ({ ok: true as const, value: [...ledger] }),
        positions: async () => ({ ok: true as const, value: open }),
      },
      onTradingActivity: () => {},
    } as unknown as Mt5Provider;
    const ingestion = ingestionOf(accounts, source, QUIET, 3_600_000);
    // The row's xmin is the transaction that wrote it: unchanged, nothing rewrote the positions.
    const positionWriter = async () => {
      const row = await accounts.deps.db
        .selectFrom('mt5_positions')
        .select(sql<string>`xmin::text`.as('xmin'))
        .where('mt5_account_id', '=', QUIET)
        .executeTakeFirstOrThrow();
      return row.xmin;
    };
    const storedDeals = async () =>
      (
        await accounts.deps.db.selectFrom('mt5_deals').select('deal_id').where('mt5_account_id', '=', QUIET).execute()
      ).map((row) => row.deal_id);
    try {
      await ingestion.readNow(QUIET);
      const written = await positionWriter();
      expect(await storedDeals()).toEqual(['q1', 'q2']);

      await ingestion.readNow(QUIET);
      await ingestion.readNow(QUIET);
      expect(await positionWriter()).toBe(written);

      ledger.push(deal('q3', '2026-11-24T11:00:00.000Z'));
      await ingestion.readNow(QUIET);
      expect((await storedDeals()).sort()).toEqual(['q1', 'q2', 'q3']);

      const rewritten = await positionWriter();
      expect(rewritten).not.toBe(written);
      open = [{ ...position, currentPrice: 90_020, profit: '2.00' }];
      await ingestion.readNow(QUIET);
      expect(await positionWriter()).not.toBe(rewritten);
      const [stored] = await accounts.deps.db
        .selectFrom('mt5_positions')
        .select('current_price')
        .where('mt5_account_id', '=', QUIET)
        .execute();
      expect(Number(stored?.current_price)).toBe(90_020);

      // A new ingestion (a restart, a takeover) starts from what is stored: nothing changed, nothing written.
      const restarted = ingestionOf(accounts, source, QUIET, 3_600_000);
      const beforeRestart = await positionWriter();
      await restarted.readNow(QUIET);
      await restarted.stop();
      expect(await positionWriter()).toBe(beforeRestart);
    } finally {
      await ingestion.stop();
    }
  });

  it('given 60 linked accounts and three reads at a time, when they fall due, then each is read once, never more than three at once, and an account with activity alone is read again', async () => {
    const ids = Array.from({ length: 60 }, (_, index) => `sim-due-${index}`);
    const reads = new Map<string, number>();
    let reading = 0;
    let most = 0;
    let activity: TradingActivityListener = () => {};
    // The first reads wait here until three are in at once: timed reads overlapped by chance,
    // and on a busy machine not always three of them.
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const source = {
      trading: {
        deals: async (mt5AccountId: string) => {
          reads.set(mt5AccountId, (reads.get(mt5AccountId) ?? 0) + 1);
          reading += 1;
          most = Math.max(most, reading);
          await gate;
          reading -= 1;
          return { ok: true as const, value: [] };
        },
        positions: async () => ({ ok: true as const, value: [] }),
      },
      onTradingActivity: (listener: TradingActivityListener) => (activity = listener),
    } as unknown as Mt5Provider;
    const ingestion = ingestionOf(accounts, source, ids, 3_600_000, 3);
    ingestion.start();
    try {
      await waitFor(async () => reading >= 3);
      // A fourth read would start by the ingestion's next round (every 250 ms) at the latest.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reading).toBe(3);
      open();
      await waitFor(async () => reads.size === ids.length && reading === 0);
      expect([...reads.values()].every((count) => count === 1)).toBe(true);

      activity('sim-due-7');
      activity('sim-due-7');
      await waitFor(async () => reads.get('sim-due-7') === 2);
      await ingestion.settle();

      expect(most).toBe(3);
      expect([...reads].filter(([, count]) => count !== 1)).toEqual([['sim-due-7', 2]]);
    } finally {
      // Stopping waits for the reads in flight: a failed check must not leave them held here.
      open();
      await ingestion.stop();
    }
  });

  it('given two linked accounts read once, when one trader moves to another MT5 account, one is unlinked and one linked, then the new ones are read and the old ones no longer', async () => {
    const reads = new Map<string, number>();
    let activity: TradingActivityListener = () => {};
    const source = {
      trading: {
        deals: async (mt5AccountId: string) => {
          reads.set(mt5AccountId, (reads.get(mt5AccountId) ?? 0) + 1);
          return { ok: true as const, value: [] };
        },
        positions: async () => ({ ok: true as const, value: [] }),
      },
      onTradingActivity: (listener: TradingActivityListener) => (activity = listener),
    } as unknown as Mt5Provider;
    const links = new LinkRegistry();
    const ingestion = ingestionOf(accounts, source, ['sim-relink-a', 'sim-relink-b'], 3_600_000, 3, links);
    const linkOf = (mt5AccountId: string) => [...links.all()].find((link) => link.mt5AccountId === mt5AccountId);
    const [movingTrader, leavingTrader] = [linkOf('sim-relink-a'), linkOf('sim-relink-b')];
    if (!movingTrader || !leavingTrader) throw new Error('the accounts were not linked');
    ingestion.start();
    try {
      await waitFor(async () => reads.size === 2);

      links.put({ ...movingTrader, accountId: randomUUID(), mt5AccountId: 'sim-relink-c' });
      links.remove(leavingTrader.accountId, leavingTrader.userId);
      links.put({ ...leavingTrader, userId: randomUUID(), accountId: randomUUID(), mt5AccountId: 'sim-relink-d' });
      await waitFor(async () => reads.has('sim-relink-c') && reads.has('sim-relink-d'));
      for (const mt5AccountId of ['sim-relink-a', 'sim-relink-b', 'sim-relink-c']) activity(mt5AccountId);
      await waitFor(async () => reads.get('sim-relink-c') === 2);
      await ingestion.settle();

      expect(Object.fromEntries(reads)).toEqual({
        'sim-relink-a': 1,
        'sim-relink-b': 1,
        'sim-relink-c': 2,
        'sim-relink-d': 1,
      });
    } finally {
      await ingestion.stop();
    }
  });

  it('given accounts with stored deals and positions, when an ingestion starts (a restart, a takeover), then what is stored is loaded for all of them at once and each first read resumes at its newest deals, writing nothing', async () => {
    const [withTwoNewest, withOne, withNothing] = ['sim-start-a', 'sim-start-b', 'sim-start-none'];
    const position: Position = {
      id: 'start-pos',
      symbol: 'EURUSD',
      type: 'SELL',
      volume: 1,
      openPrice: 1.05,
      currentPrice: 1.049,
      swap: '0.00',
      commission: '-3.00',
      profit: '100.00',
      openTime: '2026-11-24T09:30:00.000Z',
      magic: 7,
    };
    const ledgers: Record<string, Deal[]> = {
      [withTwoNewest]: [
        deal('a1', '2026-11-24T10:00:00.000Z'),
        deal('a2', '2026-11-24T11:00:00.000Z'),
        deal('a3', '2026-11-24T11:00:00.000Z'),
      ],
      [withOne]: [deal('b1', '2026-11-24T09:00:00.000Z')],
      [withNothing]: [],
    };
    const readFrom = new Map<string, string>();
    const source = {
      trading: {
        deals: async (mt5AccountId: string, from: Date) => {
          readFrom.set(mt5AccountId, from.toISOString());
          // As a broker answers: the deals from `from` on.
          const value = (ledgers[mt5AccountId] ?? []).filter((each) => Date.parse(each.time) >= from.getTime());
          return { ok: true as const, value };
        },
        positions: async (mt5AccountId: string) => ({
          ok: true as const,
          value: mt5AccountId === withTwoNewest ? [position] : [],
        }),
      },
      onTradingActivity: () => {},
    } as unknown as Mt5Provider;
    const ids = [withTwoNewest, withOne, withNothing];
    const first = ingestionOf(accounts, source, ids, 3_600_000);
    for (const mt5AccountId of ids) await first.readNow(mt5AccountId);
    await first.stop();

    const starts = await storedStarts(accounts.deps.db, ids);
    const summary = Object.fromEntries(
      [...starts].map(([mt5AccountId, start]) => [
        mt5AccountId,
        {
          newest: start.newest && { time: start.newest.time.toISOString(), dealIds: [...start.newest.dealIds].sort() },
          positions: positionsText(start.positions),
        },
      ]),
    );
    expect(summary).toEqual({
      [withTwoNewest]: {
        newest: { time: '2026-11-24T11:00:00.000Z', dealIds: ['a2', 'a3'] },
        positions: positionsText([position]),
      },
      [withOne]: { newest: { time: '2026-11-24T09:00:00.000Z', dealIds: ['b1'] }, positions: positionsText([]) },
      [withNothing]: { newest: null, positions: positionsText([]) },
    });

    const positionWriter = async () =>
      (
        await accounts.deps.db
          .selectFrom('mt5_positions')
          .select(sql<string>`xmin::text`.as('xmin'))
          .where('mt5_account_id', '=', withTwoNewest)
          .executeTakeFirstOrThrow()
      ).xmin;
    const written = await positionWriter();
    readFrom.clear();
    const restarted = ingestionOf(accounts, source, ids, 3_600_000, 3);
    restarted.start();
    try {
      await waitFor(async () => readFrom.size === 3);
      await restarted.settle();
      expect(readFrom.get(withTwoNewest)).toBe('2026-11-24T11:00:00.000Z');
      expect(readFrom.get(withOne)).toBe('2026-11-24T09:00:00.000Z');
      // No deal stored: the first read goes back the ingestion's one day of history, from its clock's now.
      const goesBack = Date.parse(readFrom.get(withNothing) ?? '') - (Date.parse(DEALS_DAY) - 86_400_000);
      expect(goesBack).toBeGreaterThanOrEqual(0);
      expect(goesBack).toBeLessThan(60_000);
      expect(await positionWriter()).toBe(written);
    } finally {
      await restarted.stop();
    }
  });
});
