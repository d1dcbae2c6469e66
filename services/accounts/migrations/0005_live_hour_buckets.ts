import { type Kysely, sql } from 'kysely';

/**
 * Hour buckets are now written beside the minute buckets at every flush (the month and lifetime
 * charts read only hours); this gives the minutes already stored, those of the last week, theirs.
 * No down: the hours are what the compaction makes of the minutes anyway.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'hour', date_trunc('hour', start), max(last_at),
      (array_agg(balance order by last_at desc))[1], (array_agg(equity order by last_at desc))[1],
      min(equity_min), max(equity_max)
    from equity_buckets
    where size = 'minute'
    group by mt5_account_id, date_trunc('hour', start)
    on conflict (mt5_account_id, start, size) do update set
      equity_min = least(equity_buckets.equity_min, excluded.equity_min),
      equity_max = greatest(equity_buckets.equity_max, excluded.equity_max),
      balance = case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end,
      equity = case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end,
      last_at = greatest(equity_buckets.last_at, excluded.last_at)`.execute(db);
}
