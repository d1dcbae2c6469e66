import { moneyOf } from '@prop/contracts/money';
import { runCommand } from '@prop/service-kit/command';
import { systemActor } from '@prop/service-kit/actor';
import { fixedClock } from '@prop/service-kit/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FROZEN } from '@prop/contracts/account';
import { sql } from 'kysely';
import { compactMinuteBuckets, equityPoints, mergeEquityBuckets } from '../src/db/equity-buckets.ts';
import { LinkRegistry } from '../src/links/link-registry.ts';
import type { Mt5Snapshot } from '../src/mt5/provider.ts';
import { ACCOUNTS_A_WRITE, EquityHistory } from '../src/snapshots/equity-history.ts';
import { eventually } from '@prop/service-kit/testing/eventually';
import { recordCommitSettings } from './commit-settings.ts';
import { type AccountsHarness, startAccounts } from './helper.ts';

const TEST = systemActor('equity-history-test');
const HOUR = Date.parse('2026-11-10T09:00:00Z');

const minute = (offsetMinutes: number, equity: string, balance = '10000.00') => ({
  mt5AccountId: 'sim-compaction',
  start: new Date(HOUR + offsetMinutes * 60_000),
  lastAt: new Date(HOUR + offsetMinutes * 60_000 + 59_000),
  balance: moneyOf(balance),
  equity: moneyOf(equity),
  equityMin: moneyOf(equity),
  equityMax: moneyOf(equity),
});

describe('the stored equity history', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());
  // Minutes that have ended: each written as a minute and merged into its hour.
  const write = (buckets: ReturnType<typeof minute>[]) => {
    const byAccount = new Map<string, ReturnType<typeof minute>[]>();
    for (const bucket of buckets) {
      const minutes = byAccount.get(bucket.mt5AccountId) ?? [];
      minutes.push(bucket);
      byAccount.set(bucket.mt5AccountId, minutes);
    }
    const due = [...byAccount].map(([mt5AccountId, minutes]) => ({ mt5AccountId, minutes, ended: minutes }));
    return runCommand(accounts.deps.runtime, TEST, ({ trx }) => mergeEquityBuckets(trx, due));
  };
  const compact = (before: Date) =>
    runCommand(accounts.deps.runtime, TEST, ({ trx }) => compactMinuteBuckets(trx, before));

  it('given a minute written twice, when the second holds a deeper low and a later value, then the low and the later value are kept', async () => {
    await write([{ ...minute(0, '9950.00'), equityMin: moneyOf('9900.00'), equityMax: moneyOf('10010.00') }]);
    await write([{ ...minute(0, '9970.00'), lastAt: new Date(HOUR + 30_000), equityMin: moneyOf('9960.00') }]);
    await write([{ ...minute(0, '9980.00'), equityMin: moneyOf('9800.00') }]);

    const buckets = await accounts.deps.db
      .selectFrom('equity_buckets')
      .selectAll()
      .where('mt5_account_id', '=', 'sim-compaction')
      .orderBy('size', 'desc')
      .execute();
    expect(buckets.map((bucket) => bucket.size)).toEqual(['minute', 'hour']);
    for (const bucket of buckets)
      expect(bucket).toMatchObject({ equity_min: '9800.00', equity_max: '10010.00', equity: '9980.00' });
  });

  it('given minutes of an hour older than a week, when compacted twice, then the minutes are gone and one hour bucket holds their low, high and last values', async () => {
    await write([
      minute(1, '10100.00'),
      minute(2, '9700.00'),
      minute(59, '10050.00', '10020.00'),
      minute(60, '10060.00'),
    ]);

    const firstRun = await compact(new Date(HOUR + 3_600_000));
    const secondRun = await compact(new Date(HOUR + 3_600_000));

    expect(firstRun).toBe(4);
    expect(secondRun).toBe(0);
    const rows = await accounts.deps.db
      .selectFrom('equity_buckets')
      .selectAll()
      .where('mt5_account_id', '=', 'sim-compaction')
      .orderBy('start')
      .orderBy('size')
      .execute();
    expect(rows.map((row) => [row.size, row.start.toISOString()])).toEqual([
      ['hour', '2026-11-10T09:00:00.000Z'],
      ['hour', '2026-11-10T10:00:00.000Z'],
      ['minute', '2026-11-10T10:00:00.000Z'],
    ]);
    expect(rows[0]).toMatchObject({
      equity_min: '9700.00',
      equity_max: '10100.00',
      equity: '10050.00',
      balance: '10020.00',
    });
  });

  it('given minutes of a week, when charted by the week, then the points are quarter-hours with their last values and extremes', async () => {
    const account = (start: string, equity: string) => ({
      ...minute(0, equity),
      mt5AccountId: 'sim-chart',
      start: new Date(start),
      lastAt: new Date(Date.parse(start) + 30_000),
    });
    await write([
      account('2026-01-12T10:01:00Z', '10000.00'),
      account('2026-01-12T10:14:00Z', '9800.00'),
      account('2026-01-12T10:15:00Z', '9900.00'),
    ]);

    expect(await equityPoints(accounts.deps.db, 'sim-chart', '1w', null, 'Europe/Amsterdam')).toEqual([
      {
        time: '2026-01-12T10:00:00.000Z',
        balance: '10000.00',
        equity: '9800.00',
        equityMin: '9800.00',
        equityMax: '10000.00',
      },
      {
        time: '2026-01-12T10:15:00.000Z',
        balance: '10000.00',
        equity: '9900.00',
        equityMin: '9900.00',
        equityMax: '9900.00',
      },
    ]);
  });

  it('given minutes of one hour written by two flushes, when charted by the month, then one point holds the hour from its hour bucket', async () => {
    const account = (start: string, equity: string) => ({
      ...minute(0, equity),
      mt5AccountId: 'sim-month',
      start: new Date(start),
      lastAt: new Date(Date.parse(start) + 30_000),
    });
    await write([account('2026-01-14T10:05:00Z', '10100.00'), account('2026-01-14T10:20:00Z', '9650.00')]);
    await write([account('2026-01-14T10:40:00Z', '9900.00')]);

    expect(await equityPoints(accounts.deps.db, 'sim-month', '1m', null, 'Europe/Amsterdam')).toEqual([
      {
        time: '2026-01-14T10:00:00.000Z',
        balance: '10000.00',
        equity: '9900.00',
        equityMin: '9650.00',
        equityMax: '10100.00',
      },
    ]);
    const hours = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select('start')
      .where('mt5_account_id', '=', 'sim-month')
      .where('size', '=', 'hour')
      .execute();
    expect(hours).toHaveLength(1);
  });

  it('given buckets around local midnight, when charted whole, then the days are the firm zone days', async () => {
    const account = (start: string, equity: string) => ({
      ...minute(0, equity),
      mt5AccountId: 'sim-days',
      start: new Date(start),
      lastAt: new Date(Date.parse(start) + 30_000),
    });
    await write([
      account('2026-01-12T22:30:00Z', '10000.00'),
      account('2026-01-12T23:30:00Z', '9600.00'),
      account('2026-01-13T08:00:00Z', '10200.00'),
    ]);

    // Local midnight of the 13th in Amsterdam is 23:00Z on the 12th.
    const points = await equityPoints(accounts.deps.db, 'sim-days', 'all', null, 'Europe/Amsterdam');
    expect(points.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-01-11T23:00:00.000Z', '10000.00', '10000.00'],
      ['2026-01-12T23:00:00.000Z', '9600.00', '10200.00'],
    ]);
  });
  it('given an account relinked inside an hour, when charted from the relink, then the new holder sees its own minutes of that hour and the whole hours after', async () => {
    const sample = (start: string, equity: string) => ({
      ...minute(0, equity),
      mt5AccountId: 'sim-relinked',
      start: new Date(start),
      lastAt: new Date(Date.parse(start) + 30_000),
    });
    await write([
      sample('2026-11-10T10:05:00Z', '8000.00'),
      sample('2026-11-10T10:25:00Z', '10000.00'),
      sample('2026-11-10T10:40:00Z', '10100.00'),
      sample('2026-11-10T11:10:00Z', '10200.00'),
    ]);
    const relinkedAt = new Date('2026-11-10T10:20:00Z');

    const whole = await equityPoints(accounts.deps.db, 'sim-relinked', 'all', relinkedAt, 'UTC');
    const month = await equityPoints(accounts.deps.db, 'sim-relinked', '1m', relinkedAt, 'UTC');

    expect(whole.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-11-10T00:00:00.000Z', '10000.00', '10200.00'],
    ]);
    expect(month.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-11-10T10:00:00.000Z', '10000.00', '10100.00'],
      ['2026-11-10T11:00:00.000Z', '10200.00', '10200.00'],
    ]);
  });

  it('given a flush of 25,000 accounts, one named with quotes, commas and braces, when written, then each has its minute and hour bucket with its own figures', async () => {
    const ids = Array.from({ length: 25_000 }, (_, index) => `sim-many-${index}`);
    ids[7] = 'sim-"odd", {name}\\';
    await write(
      ids.map((mt5AccountId, index) => ({
        ...minute(3, `${10_000 + (index % 1000)}.25`),
        mt5AccountId,
      })),
    );

    const rows = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select(['mt5_account_id', 'size', 'equity'])
      .where((eb) => eb.or([eb('mt5_account_id', 'like', 'sim-many-%'), eb('mt5_account_id', '=', ids[7] as string)]))
      .execute();
    expect(rows).toHaveLength(50_000);
    const equityOf = new Map(rows.map((row) => [`${row.mt5_account_id}|${row.size}`, row.equity]));
    expect(equityOf.get(`${ids[7]}|minute`)).toBe('10007.25');
    expect(equityOf.get(`${ids[7]}|hour`)).toBe('10007.25');
    expect(equityOf.get('sim-many-24999|hour')).toBe('10999.25');
  });

  it('given a minute below zero with odd cents and a last update at a millisecond, when written, then its figures and times are stored exactly', async () => {
    const lastAt = new Date(HOUR + 4 * 60_000 + 59_987);
    await write([
      {
        ...minute(4, '-0.07', '-12345678901.99'),
        mt5AccountId: 'sim-exact',
        lastAt,
        equityMin: moneyOf('-1.01'),
        equityMax: moneyOf('99999999999999.99'),
      },
    ]);

    const rows = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select(['size', 'start', 'last_at', 'balance', 'equity', 'equity_min', 'equity_max'])
      .where('mt5_account_id', '=', 'sim-exact')
      .orderBy('size', 'desc')
      .execute();
    expect(rows).toEqual([
      {
        size: 'minute',
        start: new Date(HOUR + 4 * 60_000),
        last_at: lastAt,
        balance: '-12345678901.99',
        equity: '-0.07',
        equity_min: '-1.01',
        equity_max: '99999999999999.99',
      },
      expect.objectContaining({ size: 'hour', start: new Date(HOUR), last_at: lastAt, equity_min: '-1.01' }),
    ]);
  });

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

    const rows = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select(['mt5_account_id', 'size', 'start', 'equity', 'equity_min', 'equity_max'])
      .where('mt5_account_id', 'in', ['sim-history', 'sim-not-linked'])
      .orderBy('size', 'desc')
      .orderBy('start')
      .execute();
    expect(
      rows.map((row) => [
        row.mt5_account_id,
        row.size,
        row.start.toISOString(),
        row.equity_min,
        row.equity_max,
        row.equity,
      ]),
    ).toEqual([
      ['sim-history', 'minute', '2026-11-10T09:00:00.000Z', '9900.50', '9990.00', '9950.00'],
      ['sim-history', 'minute', '2026-11-10T09:01:00.000Z', '10010.00', '10010.00', '10010.00'],
      ['sim-history', 'hour', '2026-11-10T09:00:00.000Z', '9900.50', '10010.00', '10010.00'],
    ]);
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
    const recorded = await recordCommitSettings(accounts.deps.db, 'equity_buckets');
    try {
      await sql`update equity_buckets set equity = equity where false`.execute(accounts.deps.db);
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

  it('given a minute flushed in parts, when it ends and the next is flushed, then its hour holds the whole minute once it has ended, and the open minute at the final flush', async () => {
    const { clock, history, sample } = historyOnClock('sim-hour-once');
    const stored = async () =>
      (
        await accounts.deps.db
          .selectFrom('equity_buckets')
          .select(['size', 'start', 'equity', 'equity_min', 'equity_max'])
          .where('mt5_account_id', '=', 'sim-hour-once')
          .orderBy('size', 'desc')
          .orderBy('start')
          .execute()
      ).map((row) => [row.size, row.start.toISOString().slice(11, 16), row.equity_min, row.equity_max, row.equity]);

    sample(5, '9990.00');
    sample(20, '9900.50');
    await history.flush();
    expect(await stored()).toEqual([['minute', '09:00', '9900.50', '9990.00', '9900.50']]);

    clock.set(new Date(HOUR + 50_000));
    sample(40, '10020.00');
    await history.flush();
    expect(await stored()).toEqual([['minute', '09:00', '9900.50', '10020.00', '10020.00']]);

    clock.set(new Date(HOUR + 65_000));
    sample(62, '10000.00');
    await history.flush();
    expect(await stored()).toEqual([
      ['minute', '09:00', '9900.50', '10020.00', '10020.00'],
      ['minute', '09:01', '10000.00', '10000.00', '10000.00'],
      ['hour', '09:00', '9900.50', '10020.00', '10020.00'],
    ]);

    sample(64, '9800.00');
    await history.flushAll();
    expect(await stored()).toEqual([
      ['minute', '09:00', '9900.50', '10020.00', '10020.00'],
      ['minute', '09:01', '9800.00', '10000.00', '9800.00'],
      ['hour', '09:00', '9800.00', '10020.00', '9800.00'],
    ]);
  });

  it('given a minute flushed in parts, when the flush after it ends fails, then the next flush puts the whole minute into its hour', async () => {
    const { clock, history, sample } = historyOnClock('sim-hour-kept');
    sample(5, '9900.00');
    await history.flush();
    clock.set(new Date(HOUR + 65_000));
    sample(30, '9990.00');

    await sql`alter table equity_buckets rename to equity_buckets_away`.execute(accounts.deps.db);
    await expect(history.flush()).rejects.toThrow();
    await sql`alter table equity_buckets_away rename to equity_buckets`.execute(accounts.deps.db);
    await history.flush();

    const hour = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select(['equity', 'equity_min', 'equity_max'])
      .where('mt5_account_id', '=', 'sim-hour-kept')
      .where('size', '=', 'hour')
      .execute();
    expect(hour).toEqual([{ equity: '9990.00', equity_min: '9900.00', equity_max: '9990.00' }]);
  });

  describe('a flush paced over its spread', () => {
    // Two whole writes and a half one; a minute and an hour bucket an account.
    const ACCOUNTS = 2.5 * ACCOUNTS_A_WRITE;
    const ROWS_A_WRITE = 2 * ACCOUNTS_A_WRITE;
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
        .selectFrom('equity_buckets')
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

      expect([...seen].filter((rows) => rows > 0 && rows < 2 * ACCOUNTS)).toEqual([ROWS_A_WRITE, 2 * ROWS_A_WRITE]);
      expect(await storedRows('sim-spread')).toBe(2 * ACCOUNTS);
    });

    it('given a flush paced over a minute, when a flush that must not wait is asked, then both end without pausing and everything is stored', async () => {
      const history = historyOf(pacedIds('sim-hurried'));

      const paced = history.flush(60_000);
      await eventually(async () => expect(await storedRows('sim-hurried')).toBe(ROWS_A_WRITE));
      await history.flush();
      await paced;

      expect(await storedRows('sim-hurried')).toBe(2 * ACCOUNTS);
    });

    it('given a paced flush whose second write fails, and the flush after it, when flushed again, then the accounts not written then are written', async () => {
      const history = historyOf(pacedIds('sim-paced-failure'));

      const paced = history.flush(60_000);
      await eventually(async () => expect(await storedRows('sim-paced-failure')).toBe(ROWS_A_WRITE));
      await sql`alter table equity_buckets rename to equity_buckets_away`.execute(accounts.deps.db);
      // The flush queued behind it writes the accounts left over while the table is still away.
      const hurried = history.flush();
      await expect(paced).rejects.toThrow();
      await expect(hurried).rejects.toThrow();
      await sql`alter table equity_buckets_away rename to equity_buckets`.execute(accounts.deps.db);
      await history.flush();

      expect(await storedRows('sim-paced-failure')).toBe(2 * ACCOUNTS);
    });
  });
});
