import { type Kysely, sql, type Transaction } from 'kysely';
import type { EquityPoint, EquityRange } from '@prop/contracts/trading';
import {
  type BucketSize,
  type EquityBucket,
  mergeBuckets,
  RANGE_BUCKET_SIZE,
  RANGE_STORED_SIZE,
} from '../domain/trading/equity-buckets.ts';
import { amountOfCents, instantOfEpochMs, wholeNumbers } from './integer-columns.ts';
import type { AccountsDb } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

/** One account's part of a write: its minute buckets, and its minutes that have ended. */
export interface AccountMinutes {
  mt5AccountId: string;
  /** Merged into the stored minutes. */
  minutes: EquityBucket[];
  /** Minutes that have ended, each whole (every flush's part of it merged): merged into their hours. */
  ended: EquityBucket[];
}

/** A bucket written onto a stored one of the same start: the extremes widen, the latest sample's values win. */
const MERGE_INTO_STORED = sql`
  on conflict (mt5_account_id, start, size) do update set
    equity_min = least(equity_buckets.equity_min, excluded.equity_min),
    equity_max = greatest(equity_buckets.equity_max, excluded.equity_max),
    balance = case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end,
    equity = case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end,
    last_at = greatest(equity_buckets.last_at, excluded.last_at)`;

/**
 * Rows per statement. Each column goes as one array parameter, so the count is not bound by
 * PostgreSQL's 65,535 parameters; it bounds one statement's text and the rows it locks.
 */
const CHUNK = 20_000;

/** A statement's rows, column by column, as `unnest` takes them. */
class BucketColumns {
  readonly ids: string[] = [];
  readonly starts: number[] = [];
  readonly lastAts: number[] = [];
  readonly balances: bigint[] = [];
  readonly equities: bigint[] = [];
  readonly lows: bigint[] = [];
  readonly highs: bigint[] = [];

  add(mt5AccountId: string, bucket: EquityBucket): void {
    this.ids.push(mt5AccountId);
    this.starts.push(bucket.start.getTime());
    this.lastAts.push(bucket.lastAt.getTime());
    this.balances.push(bucket.balance);
    this.equities.push(bucket.equity);
    this.lows.push(bucket.equityMin);
    this.highs.push(bucket.equityMax);
  }
}

/**
 * Writes buckets of one size, merging into a stored one of the same start: the extremes widen, the
 * last values are the latest sample's. Writing a bucket twice changes nothing.
 *
 * The rows go as seven arrays unnested by PostgreSQL, not as a VALUES list: at 50,000 accounts a
 * flush writes 100,000 rows, and building and binding eight parameters a row cost accounts about a
 * tenth of its core (bench/equity-feed). The figures go as cents and the times as epoch
 * milliseconds (`wholeNumbers`).
 */
async function mergeBucketsOfSize(
  trx: Db,
  size: 'minute' | 'hour',
  accounts: { mt5AccountId: string; buckets: EquityBucket[] }[],
): Promise<void> {
  let rows = new BucketColumns();
  const write = () =>
    sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, ${size}, ${instantOfEpochMs('start_ms')}, ${instantOfEpochMs('last_at_ms')},
      ${amountOfCents('balance')}, ${amountOfCents('equity')}, ${amountOfCents('low')}, ${amountOfCents('high')}
    from unnest(
      ${rows.ids}::text[], ${wholeNumbers(rows.starts)}, ${wholeNumbers(rows.lastAts)},
      ${wholeNumbers(rows.balances)}, ${wholeNumbers(rows.equities)}, ${wholeNumbers(rows.lows)}, ${wholeNumbers(rows.highs)}
    ) as rows (mt5_account_id, start_ms, last_at_ms, balance, equity, low, high)
    ${MERGE_INTO_STORED}`.execute(trx);
  for (const { mt5AccountId, buckets } of accounts) {
    for (const bucket of buckets) {
      rows.add(mt5AccountId, bucket);
      if (rows.ids.length === CHUNK) {
        await write();
        rows = new BucketColumns();
      }
    }
  }
  if (rows.ids.length > 0) await write();
}

/**
 * Writes minute buckets, and merges the minutes that have ended into their hours' buckets, so the
 * charts by the hour and by the day read an hour bucket per hour (8,760 a year) instead of the
 * week's 10,080 minutes. A minute goes into its hour once it has ended, not at each flush of it:
 * at 50,000 accounts that is one hour row a minute each, where every flush wrote one. An account
 * comes at most once: two parts of one account would write its hour twice in one statement.
 */
export async function mergeEquityBuckets(trx: Db, accounts: AccountMinutes[]): Promise<void> {
  await mergeBucketsOfSize(
    trx,
    'minute',
    accounts.map(({ mt5AccountId, minutes }) => ({ mt5AccountId, buckets: minutes })),
  );
  await mergeBucketsOfSize(
    trx,
    'hour',
    accounts.map(({ mt5AccountId, ended }) => ({ mt5AccountId, buckets: mergeBuckets(ended, 'hour', 'UTC') })),
  );
}

/**
 * Folds the minute buckets older than `before` into hour buckets (merging with an hour bucket
 * already there) and deletes them, in one statement pair inside the caller's transaction.
 */
export async function compactMinuteBuckets(trx: Db, before: Date): Promise<number> {
  await sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'hour', date_trunc('hour', start), max(last_at),
      (array_agg(balance order by last_at desc))[1], (array_agg(equity order by last_at desc))[1],
      min(equity_min), max(equity_max)
    from equity_buckets
    where size = 'minute' and start < ${before}
    group by mt5_account_id, date_trunc('hour', start)
    ${MERGE_INTO_STORED}`.execute(trx);
  const deleted = await trx
    .deleteFrom('equity_buckets')
    .where('size', '=', 'minute')
    .where('start', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Where each stored bucket lands in a chart of the range's bucket size (a coarser stored bucket lands whole at its start). */
function chartBucketOf(size: BucketSize, timeZone: string) {
  switch (size) {
    case 'minute':
      return sql<Date>`start`;
    case 'quarter-hour':
      return sql<Date>`date_bin('15 minutes', start, timestamptz '2000-01-01 00:00:00+00')`;
    case 'hour':
      return sql<Date>`date_trunc('hour', start)`;
    case 'day':
      return sql<Date>`(date_trunc('day', start at time zone ${timeZone}) at time zone ${timeZone})`;
  }
}

/** The first whole hour at or after `time`. */
function nextWholeHour(time: Date): Date {
  return new Date(Math.ceil(time.getTime() / 3_600_000) * 3_600_000);
}

/**
 * The chart of a range, folded by PostgreSQL: one point per bucket of the range's size with the
 * latest balance and equity in it and the lowest and highest equity, oldest first.
 *
 * A range read from hour buckets that starts inside an hour (an account relinked at 10:20 charts
 * from 10:20) cannot use that hour's bucket, which holds the previous holder's samples too: it
 * reads whole hours from the next one and the minutes before it, while they are kept (a week).
 */
export async function equityPoints(
  db: Db,
  mt5AccountId: string,
  range: EquityRange,
  since: Date | null,
  timeZone: string,
): Promise<EquityPoint[]> {
  const bucket = chartBucketOf(RANGE_BUCKET_SIZE[range], timeZone);
  let query = db
    .selectFrom('equity_buckets')
    .select([
      bucket.as('time'),
      sql<string>`(array_agg(balance order by last_at desc))[1]::text`.as('balance'),
      sql<string>`(array_agg(equity order by last_at desc))[1]::text`.as('equity'),
      sql<string>`min(equity_min)::text`.as('equity_min'),
      sql<string>`max(equity_max)::text`.as('equity_max'),
    ])
    .where('mt5_account_id', '=', mt5AccountId);
  const stored = RANGE_STORED_SIZE[range];
  if (!since) query = query.where('size', '=', stored);
  else if (stored === 'minute') query = query.where('size', '=', 'minute').where('start', '>=', since);
  else {
    const wholeHours = nextWholeHour(since);
    query = query.where((eb) =>
      eb.or([
        eb.and([eb('size', '=', 'hour'), eb('start', '>=', wholeHours)]),
        eb.and([eb('size', '=', 'minute'), eb('start', '>=', since), eb('start', '<', wholeHours)]),
      ]),
    );
  }
  const rows = await query.groupBy(sql`1`).orderBy(sql`1`).execute();
  return rows.map((row) => ({
    time: new Date(row.time).toISOString(),
    balance: row.balance,
    equity: row.equity,
    equityMin: row.equity_min,
    equityMax: row.equity_max,
  }));
}
