import { moneyOf } from '@prop/contracts/money';
import { fixedClock } from '@prop/service-kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FROZEN } from '@prop/contracts/account';
import { sql } from 'kysely';
import { LinkRegistry } from '../src/links/link-registry.ts';
import type { Mt5Snapshot } from '../src/mt5/provider.ts';
import { ACCOUNTS_A_WRITE, EquityHistory } from '../src/snapshots/equity-history.ts';
import { eventually } from '@prop/service-kit/testing/eventually';
import { recordCommitSettings } from './commit-settings.ts';
import { equityRowsOf } from './equity-rows.ts';
import { type AccountsHarness, startAccounts } from './helper.ts';

const HOUR = Date.parse('2026-11-10T09:00:00Z');

describe('the equity history', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());
  const rowsOf = (mt5AccountId: string) => equityRowsOf(accounts.deps.db, mt5AccountId);

  it('given updates of two minutes, a flush that fails and an update after it, when flushed again, then each minute holds its low, high and latest figures', async () => {
    const links = new LinkRegistry();
    links.put({
      accountId: 'account-of-history',
      userId: 'user-of-history',
      mt5AccountId: 'sim-history',
      fundingBalance: '10000',
      status: 'active',
      accountType: 'Instant Funding',
      historyFrom: null,
      ...NOT_FROZEN,
    });
    const history = new EquityHistory({ runtime: accounts.deps.runtime });
    const update = (id: string, second: number, equity: number): Mt5Snapshot => ({
      id,
      name: id,
      login: '1',
      server: 'Sim-Demo',
      state: 'DEPLOYED',
      connectionStatus: 'CONNECTED',
      platform: 'mt5',
      type: 'cloud-g2',
      info: {
        currency: 'USD',
        balance: 10_000,
        equity,
        margin: 0,
        freeMargin: equity,
        marginLevel: null,
        leverage: 100,
      },
      updatedAt: new Date(HOUR + second * 1000),
    });
    history.sample(update('sim-history', 5, 9990), links.forMt5('sim-history'));
    history.sample(update('sim-history', 20, 9900.5), links.forMt5('sim-history'));
    history.sample(update('sim-history', 70, 10010), links.forMt5('sim-history'));
    history.sample(update('sim-not-linked', 10, 5000), links.forMt5('sim-not-linked'));

    await sql`alter table equity_buckets rename to equity_buckets_away`.execute(accounts.deps.db);
    await expect(history.flush()).rejects.toThrow();
    await sql`alter table equity_buckets_away rename to equity_buckets`.execute(accounts.deps.db);
    history.sample(update('sim-history', 30, 9950), links.forMt5('sim-history'));
    await history.flush();

    expect(await rowsOf('sim-history')).toEqual([
      ['minute', '09:00', '9900.50', '9990.00', '9950.00'],
      ['hour', '09:00', '9900.50', '9990.00', '9950.00'],
      ['open', '09:01', '10010.00', '10010.00', '10010.00'],
    ]);
    expect(await rowsOf('sim-not-linked')).toEqual([]);
  });

  /** One account's history on a clock the test moves, 30 s into the hour; `sample` folds a reading at a second of it. */
  const historyOnClock = (mt5AccountId: string) => {
    const clock = fixedClock(new Date(HOUR + 30_000));
    const history = new EquityHistory({ runtime: { ...accounts.deps.runtime, clock } });
    const sample = (second: number, equity: string) =>
      history.samplePast(mt5AccountId, [
        { time: new Date(HOUR + second * 1000), balance: moneyOf('10000.00'), equity: moneyOf(equity) },
      ]);
    return { clock, history, sample };
  };

  it('given a flush, when its write commits, then it does not wait for the disk, where a plain statement does', async () => {
    const { history, sample } = historyOnClock('sim-unawaited');
    const recorded = await recordCommitSettings(accounts.deps.db, 'equity_open_minutes');
    try {
      await sql`update equity_open_minutes set equity = equity where false`.execute(accounts.deps.db);
      sample(5, '9990.00');
      await history.flush();

      const [plain, ...flushed] = await recorded.settings();
      expect(plain).toBe('on');
      expect(flushed.length).toBeGreaterThan(0);
      expect(flushed.every((setting) => setting === 'off')).toBe(true);
    } finally {
      await recorded.stop();
    }
  });

  it('given a minute flushed in parts, when it ends and the next is flushed, then the minute and its hour hold the whole minute', async () => {
    const { clock, history, sample } = historyOnClock('sim-hour-once');

    sample(5, '9990.00');
    sample(20, '9900.50');
    await history.flush();
    expect(await rowsOf('sim-hour-once')).toEqual([['open', '09:00', '9900.50', '9990.00', '9900.50']]);

    clock.set(new Date(HOUR + 50_000));
    sample(40, '10020.00');
    await history.flush();
    expect(await rowsOf('sim-hour-once')).toEqual([['open', '09:00', '9900.50', '10020.00', '10020.00']]);

    clock.set(new Date(HOUR + 65_000));
    sample(55, '9950.00');
    sample(62, '10000.00');
    await history.flush();
    expect(await rowsOf('sim-hour-once')).toEqual([
      ['minute', '09:00', '9900.50', '10020.00', '9950.00'],
      ['hour', '09:00', '9900.50', '10020.00', '9950.00'],
      ['open', '09:01', '10000.00', '10000.00', '10000.00'],
    ]);
  });

  it('given a process stopped inside a minute, when another takes the account in a later minute, then the minute it left open goes into the history and its hour', async () => {
    const before = historyOnClock('sim-handed-over');
    before.sample(5, '9990.00');
    before.sample(20, '9850.00');
    await before.history.flush();

    const after = historyOnClock('sim-handed-over');
    after.clock.set(new Date(HOUR + 185_000));
    after.sample(182, '10100.00');
    await after.history.flush();

    expect(await rowsOf('sim-handed-over')).toEqual([
      ['minute', '09:00', '9850.00', '9990.00', '9850.00'],
      ['hour', '09:00', '9850.00', '9990.00', '9850.00'],
      ['open', '09:03', '10100.00', '10100.00', '10100.00'],
    ]);
  });

  it('given a minute flushed in parts, when the flush of its next minute fails, then the flush after puts the whole minute into its hour', async () => {
    const { clock, history, sample } = historyOnClock('sim-hour-kept');
    sample(5, '9900.00');
    await history.flush();
    clock.set(new Date(HOUR + 65_000));
    sample(30, '9990.00');
    sample(61, '9980.00');

    await sql`alter table equity_buckets rename to equity_buckets_away`.execute(accounts.deps.db);
    await expect(history.flush()).rejects.toThrow();
    await sql`alter table equity_buckets_away rename to equity_buckets`.execute(accounts.deps.db);
    await history.flush();

    expect(await rowsOf('sim-hour-kept')).toEqual([
      ['minute', '09:00', '9900.00', '9990.00', '9990.00'],
      ['hour', '09:00', '9900.00', '9990.00', '9990.00'],
      ['open', '09:01', '9980.00', '9980.00', '9980.00'],
    ]);
  });

  describe('a flush paced over its spread', () => {
    // Two whole writes and a half one; an open minute an account.
    const ACCOUNTS = 2.5 * ACCOUNTS_A_WRITE;
    const ROWS_A_WRITE = ACCOUNTS_A_WRITE;
    const pacedIds = (prefix: string) => Array.from({ length: ACCOUNTS }, (_, index) => `${prefix}-${index}`);
    const historyOf = (ids: string[]) => {
      const history = new EquityHistory({ runtime: accounts.deps.runtime });
      for (const id of ids)
        history.samplePast(id, [
          { time: new Date(HOUR + 5_000), balance: moneyOf('10000.00'), equity: moneyOf('9990.00') },
        ]);
      return history;
    };
    const storedRows = async (prefix: string) => {
      const { count } = await accounts.deps.db
        .selectFrom('equity_open_minutes')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('mt5_account_id', 'like', `${prefix}-%`)
        .executeTakeFirstOrThrow();
      return Number(count);
    };

    it('given accounts for three writes, when flushed over a spread, then they are written ACCOUNTS_A_WRITE at a time with a pause between', async () => {
      const history = historyOf(pacedIds('sim-spread'));
      const seen = new Set<number>();

      let done = false;
      const flushing = history.flush(3_000).then(() => {
        done = true;
      });
      while (!done) {
        seen.add(await storedRows('sim-spread'));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await flushing;

      expect([...seen].filter((rows) => rows > 0 && rows < ACCOUNTS)).toEqual([ROWS_A_WRITE, 2 * ROWS_A_WRITE]);
      expect(await storedRows('sim-spread')).toBe(ACCOUNTS);
    });

    it('given a flush paced over a minute, when a flush that must not wait is asked, then both end without pausing and everything is stored', async () => {
      const history = historyOf(pacedIds('sim-hurried'));

      const paced = history.flush(60_000);
      await eventually(async () => expect(await storedRows('sim-hurried')).toBe(ROWS_A_WRITE));
      await history.flush();
      await paced;

      expect(await storedRows('sim-hurried')).toBe(ACCOUNTS);
    });

    it('given a paced flush whose second write fails, and the flush after it, when flushed again, then the accounts not written then are written', async () => {
      const history = historyOf(pacedIds('sim-paced-failure'));

      const paced = history.flush(60_000);
      await eventually(async () => expect(await storedRows('sim-paced-failure')).toBe(ROWS_A_WRITE));
      await sql`alter table equity_open_minutes rename to equity_open_minutes_away`.execute(accounts.deps.db);
      // The flush queued behind it writes the accounts left over while the table is still away.
      const hurried = history.flush();
      await expect(paced).rejects.toThrow();
      await expect(hurried).rejects.toThrow();
      await sql`alter table equity_open_minutes_away rename to equity_open_minutes`.execute(accounts.deps.db);
      await history.flush();

      expect(await storedRows('sim-paced-failure')).toBe(ACCOUNTS);
    });
  });
});
