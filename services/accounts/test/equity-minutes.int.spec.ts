import { moneyOf } from '@prop/contracts/money';
import { systemActor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { eventually } from '@prop/service-kit/testing/eventually';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactMinuteBuckets, equityPoints } from '../src/db/equity-buckets.ts';
import { writeEquityMinutes } from '../src/db/equity-minutes.ts';
import type { EquityBucket } from '../src/domain/trading/equity-buckets.ts';
import { equityRowsOf } from './equity-rows.ts';
import { type AccountsHarness, startAccounts } from './helper.ts';

const TEST = systemActor('equity-minutes-test');
const HOUR = Date.parse('2026-11-10T09:00:00Z');

type AccountBucket = EquityBucket & { mt5AccountId: string };

/** A minute of `mt5AccountId`, `offsetMinutes` into HOUR, its last update 59 s in. */
const minute = (mt5AccountId: string, offsetMinutes: number, equity: string, balance = '10000.00'): AccountBucket => ({
  mt5AccountId,
  start: new Date(HOUR + offsetMinutes * 60_000),
  lastAt: new Date(HOUR + offsetMinutes * 60_000 + 59_000),
  balance: moneyOf(balance),
  equity: moneyOf(equity),
  equityMin: moneyOf(equity),
  equityMax: moneyOf(equity),
});

/** A minute of `mt5AccountId` starting at `start`, its last update 30 s in. */
const minuteAt = (mt5AccountId: string, start: string, equity: string): AccountBucket => ({
  ...minute(mt5AccountId, 0, equity),
  start: new Date(start),
  lastAt: new Date(Date.parse(start) + 30_000),
});

describe('the stored equity minutes', () => {
  let accounts: AccountsHarness;
  beforeAll(async () => {
    accounts = await startAccounts();
  });
  afterAll(() => accounts.close());

  /** One flush: each account's latest minute is its open one, the others have ended. */
  const write = (buckets: AccountBucket[]) => {
    const byAccount = new Map<string, EquityBucket[]>();
    for (const { mt5AccountId, ...bucket } of buckets) {
      byAccount.set(mt5AccountId, [...(byAccount.get(mt5AccountId) ?? []), bucket]);
    }
    const due = [...byAccount].map(([mt5AccountId, minutes]) => ({ mt5AccountId, minutes }));
    return runCommand(accounts.deps.runtime, TEST, ({ trx }) => writeEquityMinutes(trx, due));
  };
  const compact = (before: Date) =>
    runCommand(accounts.deps.runtime, TEST, ({ trx }) => compactMinuteBuckets(trx, before));
  const rowsOf = (mt5AccountId: string) => equityRowsOf(accounts.deps.db, mt5AccountId);

  it('given an open minute written three times, when the next minute is written, then the minute and its hour hold its low, its high and its latest values', async () => {
    await write([
      { ...minute('sim-open', 0, '9950.00'), equityMin: moneyOf('9900.00'), equityMax: moneyOf('10010.00') },
    ]);
    await write([
      { ...minute('sim-open', 0, '9970.00'), lastAt: new Date(HOUR + 30_000), equityMin: moneyOf('9960.00') },
    ]);
    await write([{ ...minute('sim-open', 0, '9980.00'), equityMin: moneyOf('9800.00') }]);
    expect(await rowsOf('sim-open')).toEqual([['open', '09:00', '9800.00', '10010.00', '9980.00']]);

    await write([minute('sim-open', 1, '9990.00')]);

    expect(await rowsOf('sim-open')).toEqual([
      ['minute', '09:00', '9800.00', '10010.00', '9980.00'],
      ['hour', '09:00', '9800.00', '10010.00', '9980.00'],
      ['open', '09:01', '9990.00', '9990.00', '9990.00'],
    ]);
  });

  it('given the stored open minute, when a flush holds the rest of it and the next minute, then the minute is stored once with both parts', async () => {
    await write([{ ...minute('sim-rest', 0, '10100.00'), lastAt: new Date(HOUR + 40_000) }]);

    await write([
      { ...minute('sim-rest', 0, '10050.00'), equityMin: moneyOf('9900.00') },
      minute('sim-rest', 1, '10000.00'),
    ]);

    expect(await rowsOf('sim-rest')).toEqual([
      ['minute', '09:00', '9900.00', '10100.00', '10050.00'],
      ['hour', '09:00', '9900.00', '10100.00', '10050.00'],
      ['open', '09:01', '10000.00', '10000.00', '10000.00'],
    ]);
  });

  it('given an open minute, when a minute before it comes late, then the late one goes into the history and the open one stays', async () => {
    await write([minute('sim-late', 5, '10000.00')]);

    await write([minute('sim-late', 3, '9700.00')]);

    expect(await rowsOf('sim-late')).toEqual([
      ['minute', '09:03', '9700.00', '9700.00', '9700.00'],
      ['hour', '09:00', '9700.00', '9700.00', '9700.00'],
      ['open', '09:05', '10000.00', '10000.00', '10000.00'],
    ]);
  });

  it('given another process merging into an open minute, when a later minute replaces it before that commits, then the minute moved holds what the other merged', async () => {
    await write([minute('sim-handover', 0, '10000.00')]);
    let merged = () => {};
    const mergedInto = new Promise<void>((resolve) => {
      merged = resolve;
    });
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const other = accounts.deps.db.transaction().execute(async (trx) => {
      const dip = { ...minute('sim-handover', 0, '9500.00'), lastAt: new Date(HOUR + 20_000) };
      await writeEquityMinutes(trx, [{ mt5AccountId: 'sim-handover', minutes: [dip] }]);
      merged();
      await committed;
    });
    await mergedInto;

    const replacing = write([minute('sim-handover', 1, '10100.00')]);
    await eventually(async () => {
      const { rows } = await sql<{ waiting: string }>`
        select count(*)::text as waiting from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%equity_open_minutes%'`.execute(accounts.deps.db);
      expect(rows[0]?.waiting).toBe('1');
    });
    commit();
    await other;
    await replacing;

    expect(await rowsOf('sim-handover')).toEqual([
      ['minute', '09:00', '9500.00', '10000.00', '10000.00'],
      ['hour', '09:00', '9500.00', '10000.00', '10000.00'],
      ['open', '09:01', '10100.00', '10100.00', '10100.00'],
    ]);
  });

  it('given minutes of an hour older than a week and an open minute as old, when compacted twice, then the minutes are gone and one hour bucket holds their low, high and last values', async () => {
    // An hour of its own: the compaction folds every account's minutes before it.
    await write([
      minuteAt('sim-compaction', '2026-11-01T09:01:00Z', '10100.00'),
      minuteAt('sim-compaction', '2026-11-01T09:02:00Z', '9700.00'),
    ]);
    await write([
      minuteAt('sim-compaction', '2026-11-01T09:59:00Z', '10050.00'),
      minuteAt('sim-compaction', '2026-11-01T10:00:00Z', '10060.00'),
    ]);
    await write([minuteAt('sim-idle', '2026-11-01T09:30:00Z', '9500.00')]);

    const firstRun = await compact(new Date('2026-11-01T10:00:00Z'));
    const secondRun = await compact(new Date('2026-11-01T10:00:00Z'));

    expect(firstRun).toBe(4);
    expect(secondRun).toBe(0);
    expect(await rowsOf('sim-compaction')).toEqual([
      ['hour', '09:00', '9700.00', '10100.00', '10050.00'],
      ['open', '10:00', '10060.00', '10060.00', '10060.00'],
    ]);
    expect(await rowsOf('sim-idle')).toEqual([['hour', '09:00', '9500.00', '9500.00', '9500.00']]);
  });

  it('given minutes of a week, the last one open, when charted by the week, then the points are quarter-hours with their last values and extremes', async () => {
    await write([
      minuteAt('sim-chart', '2026-01-12T10:01:00Z', '10000.00'),
      minuteAt('sim-chart', '2026-01-12T10:14:00Z', '9800.00'),
      minuteAt('sim-chart', '2026-01-12T10:15:00Z', '9900.00'),
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

  it('given minutes of one hour written by two flushes, the last one open, when charted by the month, then one point holds the hour', async () => {
    await write([
      minuteAt('sim-month', '2026-01-14T10:05:00Z', '10100.00'),
      minuteAt('sim-month', '2026-01-14T10:20:00Z', '9650.00'),
    ]);
    await write([minuteAt('sim-month', '2026-01-14T10:40:00Z', '9900.00')]);

    expect(await equityPoints(accounts.deps.db, 'sim-month', '1m', null, 'Europe/Amsterdam')).toEqual([
      {
        time: '2026-01-14T10:00:00.000Z',
        balance: '10000.00',
        equity: '9900.00',
        equityMin: '9650.00',
        equityMax: '10100.00',
      },
    ]);
    expect((await rowsOf('sim-month')).filter(([kind]) => kind === 'hour')).toHaveLength(1);
  });

  it('given buckets around local midnight, when charted whole, then the days are the firm zone days', async () => {
    await write([
      minuteAt('sim-days', '2026-01-12T22:30:00Z', '10000.00'),
      minuteAt('sim-days', '2026-01-12T23:30:00Z', '9600.00'),
      minuteAt('sim-days', '2026-01-13T08:00:00Z', '10200.00'),
    ]);

    // Local midnight of the 13th in Amsterdam is 23:00Z on the 12th.
    const points = await equityPoints(accounts.deps.db, 'sim-days', 'all', null, 'Europe/Amsterdam');
    expect(points.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-01-11T23:00:00.000Z', '10000.00', '10000.00'],
      ['2026-01-12T23:00:00.000Z', '9600.00', '10200.00'],
    ]);
  });

  it('given an account relinked inside an hour, when charted from the relink, then the new holder sees its own minutes of that hour and the whole hours after', async () => {
    await write([
      minuteAt('sim-relinked', '2026-11-10T10:05:00Z', '8000.00'),
      minuteAt('sim-relinked', '2026-11-10T10:25:00Z', '10000.00'),
      minuteAt('sim-relinked', '2026-11-10T10:40:00Z', '10100.00'),
      minuteAt('sim-relinked', '2026-11-10T11:10:00Z', '10200.00'),
    ]);
    const relinkedAt = new Date('2026-11-10T10:20:00Z');

    const whole = await equityPoints(accounts.deps.db, 'sim-relinked', 'all', relinkedAt, 'UTC');
    const month = await equityPoints(accounts.deps.db, 'sim-relinked', '1m', relinkedAt, 'UTC');
    const day = await equityPoints(accounts.deps.db, 'sim-relinked', '1d', new Date('2026-11-10T11:00:00Z'), 'UTC');

    expect(whole.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-11-10T00:00:00.000Z', '10000.00', '10200.00'],
    ]);
    expect(month.map((point) => [point.time, point.equityMin, point.equity])).toEqual([
      ['2026-11-10T10:00:00.000Z', '10000.00', '10100.00'],
      ['2026-11-10T11:00:00.000Z', '10200.00', '10200.00'],
    ]);
    expect(day.map((point) => [point.time, point.equity])).toEqual([['2026-11-10T11:10:00.000Z', '10200.00']]);
  });

  it('given two flushes of 25,000 accounts, one named with quotes, commas and braces, when written, then each has its minute, its hour and its open minute with its own figures', async () => {
    const ids = Array.from({ length: 25_000 }, (_, index) => `sim-many-${index}`);
    ids[7] = 'sim-"odd", {name}\\';
    const flushOf = (offsetMinutes: number, cents: number) =>
      ids.map((mt5AccountId, index) => minute(mt5AccountId, offsetMinutes, `${10_000 + (index % 1000)}.${cents}`));

    await write(flushOf(3, 25));
    await write(flushOf(4, 75));

    const many = (table: 'equity_buckets' | 'equity_open_minutes') =>
      accounts.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where((eb) => eb.or([eb('mt5_account_id', 'like', 'sim-many-%'), eb('mt5_account_id', '=', ids[7] as string)]))
        .executeTakeFirstOrThrow();
    expect(Number((await many('equity_buckets')).count)).toBe(50_000);
    expect(Number((await many('equity_open_minutes')).count)).toBe(25_000);
    expect(await rowsOf(ids[7] as string)).toEqual([
      ['minute', '09:03', '10007.25', '10007.25', '10007.25'],
      ['hour', '09:00', '10007.25', '10007.25', '10007.25'],
      ['open', '09:04', '10007.75', '10007.75', '10007.75'],
    ]);
    expect((await rowsOf('sim-many-24999'))[1]).toEqual(['hour', '09:00', '10999.25', '10999.25', '10999.25']);
  });

  it('given a minute below zero with odd cents and a last update at a millisecond, when open and when ended, then its figures and times are stored exactly', async () => {
    const lastAt = new Date(HOUR + 4 * 60_000 + 59_987);
    const exact = {
      start: new Date(HOUR + 4 * 60_000),
      last_at: lastAt,
      balance: '-12345678901.99',
      equity: '-0.07',
      equity_min: '-1.01',
      equity_max: '99999999999999.99',
    };
    const columns = ['start', 'last_at', 'balance', 'equity', 'equity_min', 'equity_max'] as const;
    await write([
      {
        ...minute('sim-exact', 4, '-0.07', '-12345678901.99'),
        lastAt,
        equityMin: moneyOf('-1.01'),
        equityMax: moneyOf('99999999999999.99'),
      },
    ]);
    const open = await accounts.deps.db
      .selectFrom('equity_open_minutes')
      .select(columns)
      .where('mt5_account_id', '=', 'sim-exact')
      .execute();
    expect(open).toEqual([exact]);

    await write([minute('sim-exact', 5, '1.00')]);

    const ended = await accounts.deps.db
      .selectFrom('equity_buckets')
      .select(['size', ...columns])
      .where('mt5_account_id', '=', 'sim-exact')
      .orderBy('size', 'desc')
      .execute();
    expect(ended).toEqual([
      { size: 'minute', ...exact },
      { size: 'hour', ...exact, start: new Date(HOUR) },
    ]);
  });
});
