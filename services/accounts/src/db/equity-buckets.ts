import { moneyOf, moneyText } from '@prop/contracts/money';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { EquityBucket } from '../domain/trading/equity-buckets.ts';
import type { AccountsDb, EquityBucketRow } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

export interface StoredBucket extends EquityBucket {
  mt5AccountId: string;
}

/** Rows per statement; eight parameters a row. */
const CHUNK = 5000;

/**
 * Writes minute buckets, merging into a stored one of the same minute: the extremes widen, the
 * last values are the latest sample's. Writing a bucket twice changes nothing.
 */
export async function mergeMinuteBuckets(trx: Db, buckets: StoredBucket[]): Promise<void> {
  for (let start = 0; start < buckets.length; start += CHUNK) {
    const rows = buckets.slice(start, start + CHUNK).map((bucket) => ({
      mt5_account_id: bucket.mt5AccountId,
      size: 'minute' as const,
      start: bucket.start,
      last_at: bucket.lastAt,
      balance: moneyText(bucket.balance),
      equity: moneyText(bucket.equity),
      equity_min: moneyText(bucket.equityMin),
      equity_max: moneyText(bucket.equityMax),
    }));
    await trx
      .insertInto('equity_buckets')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['mt5_account_id', 'start', 'size']).doUpdateSet({
          equity_min: sql`least(equity_buckets.equity_min, excluded.equity_min)`,
          equity_max: sql`greatest(equity_buckets.equity_max, excluded.equity_max)`,
          balance: sql`case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end`,
          equity: sql`case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end`,
          last_at: sql`greatest(equity_buckets.last_at, excluded.last_at)`,
        }),
      )
      .execute();
  }
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
    on conflict (mt5_account_id, start, size) do update set
      equity_min = least(equity_buckets.equity_min, excluded.equity_min),
      equity_max = greatest(equity_buckets.equity_max, excluded.equity_max),
      balance = case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end,
      equity = case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end,
      last_at = greatest(equity_buckets.last_at, excluded.last_at)`.execute(trx);
  const deleted = await trx
    .deleteFrom('equity_buckets')
    .where('size', '=', 'minute')
    .where('start', '<', before)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

function bucketOfRow(row: EquityBucketRow): EquityBucket {
  return {
    start: row.start,
    lastAt: row.last_at,
    balance: moneyOf(row.balance),
    equity: moneyOf(row.equity),
    equityMin: moneyOf(row.equity_min),
    equityMax: moneyOf(row.equity_max),
  };
}

/** The account's stored buckets from `since` (all of them when null), oldest first. */
export async function bucketsSince(db: Db, mt5AccountId: string, since: Date | null): Promise<EquityBucket[]> {
  let query = db.selectFrom('equity_buckets').selectAll().where('mt5_account_id', '=', mt5AccountId);
  if (since) query = query.where('start', '>=', since);
  const rows = await query.orderBy('start').execute();
  return rows.map(bucketOfRow);
}
