import { type Kysely, sql, type Transaction } from 'kysely';
import type { EquityPoint, EquityRange } from '@prop/contracts/trading';
import { type BucketSize, RANGE_BUCKET_SIZE, RANGE_STORED_SIZE } from '../domain/trading/equity-buckets.ts';
import type { AccountsDb } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

/** A bucket written onto a stored one of the same start: the extremes widen, the latest sample's values win. */
export const MERGE_INTO_STORED = sql`
  on conflict (mt5_account_id, start, size) do update set
    equity_min = least(equity_buckets.equity_min, excluded.equity_min),
    equity_max = greatest(equity_buckets.equity_max, excluded.equity_max),
    balance = case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end,
    equity = case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end,
    last_at = greatest(equity_buckets.last_at, excluded.last_at)`;

/** A group of buckets as one: the latest balance and equity, the lowest and highest equity. */
export const FOLDED_FIGURES = sql`
  max(last_at) as last_at,
  (array_agg(balance order by last_at desc))[1] as balance, (array_agg(equity order by last_at desc))[1] as equity,
  min(equity_min) as equity_min, max(equity_max) as equity_max`;

/** The hour a bucket falls in: hours are UTC's, whatever the session's time zone. */
export const HOUR_OF_START = sql`date_trunc('hour', start, 'UTC')`;

/**
 * Folds the minute buckets older than `before` into hour buckets (merging with an hour bucket
 * already there) and deletes them, inside the caller's transaction. An open minute that old (its
 * account not updated since) is moved into the minutes first: its hour takes it with them.
 */
export async function compactMinuteBuckets(trx: Db, before: Date): Promise<number> {
  await sql`
    with leaving as (delete from equity_open_minutes where start < ${before} returning *)
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'minute', start, last_at, balance, equity, equity_min, equity_max from leaving
    ${MERGE_INTO_STORED}`.execute(trx);
  await sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'hour', ${HOUR_OF_START}, ${FOLDED_FIGURES}
    from equity_buckets
    where size = 'minute' and start < ${before}
    group by mt5_account_id, ${HOUR_OF_START}
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
 * reads whole hours from the next one and the minutes before it, while they are kept (a week). The
 * account's open minute is read beside the history, which takes it once it has ended.
 */
export async function equityPoints(
  db: Db,
  mt5AccountId: string,
  range: EquityRange,
  since: Date | null,
  timeZone: string,
): Promise<EquityPoint[]> {
  const columns = ['start', 'last_at', 'balance', 'equity', 'equity_min', 'equity_max'] as const;
  let history = db.selectFrom('equity_buckets').select(columns).where('mt5_account_id', '=', mt5AccountId);
  let open = db.selectFrom('equity_open_minutes').select(columns).where('mt5_account_id', '=', mt5AccountId);
  const stored = RANGE_STORED_SIZE[range];
  if (!since) history = history.where('size', '=', stored);
  else if (stored === 'minute') history = history.where('size', '=', 'minute').where('start', '>=', since);
  else {
    const wholeHours = nextWholeHour(since);
    history = history.where((eb) =>
      eb.or([
        eb.and([eb('size', '=', 'hour'), eb('start', '>=', wholeHours)]),
        eb.and([eb('size', '=', 'minute'), eb('start', '>=', since), eb('start', '<', wholeHours)]),
      ]),
    );
  }
  if (since) open = open.where('start', '>=', since);
  const rows = await db
    .selectFrom(history.unionAll(open).as('buckets'))
    .select([
      chartBucketOf(RANGE_BUCKET_SIZE[range], timeZone).as('time'),
      sql<string>`(array_agg(balance order by last_at desc))[1]::text`.as('balance'),
      sql<string>`(array_agg(equity order by last_at desc))[1]::text`.as('equity'),
      sql<string>`min(equity_min)::text`.as('equity_min'),
      sql<string>`max(equity_max)::text`.as('equity_max'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({
    time: new Date(row.time).toISOString(),
    balance: row.balance,
    equity: row.equity,
    equityMin: row.equity_min,
    equityMax: row.equity_max,
  }));
}
