import { type Kysely, sql } from 'kysely';
import type { AccountsDb } from '../../services/accounts/src/db/types.ts';

/**
 * `minutes` minutes of history before `before` for each account, stored as the flushes and their
 * hours store them, then checkpointed: the service's history table holds a week of minutes, and a
 * flush that writes into it writes among them, on pages the next checkpoint has not yet seen.
 */
export async function storeHistory(
  db: Kysely<AccountsDb>,
  mt5AccountIds: string[],
  before: Date,
  minutes: number,
): Promise<void> {
  if (minutes === 0) return;
  await sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, size, start, start + interval '59 seconds', 25000, 25000, 24990, 25010
    from unnest(${mt5AccountIds}::text[]) as mt5_account_id,
      lateral (
        select 'minute' as size, ${before}::timestamptz - step * interval '1 minute' as start
        from generate_series(1, ${minutes}) as step
        union all
        select 'hour', ${before}::timestamptz - step * interval '1 hour'
        from generate_series(1, ${Math.ceil(minutes / 60)}) as step
      ) as buckets`.execute(db);
  await sql`vacuum analyze equity_buckets`.execute(db);
  await sql`checkpoint`.execute(db);
}

/** What PostgreSQL has written to its write-ahead log so far, every database's: bytes and full-page images. */
export async function walWritten(db: Kysely<AccountsDb>): Promise<{ bytes: number; pageImages: number }> {
  const { rows } = await sql<{ bytes: string; images: string }>`
    select wal_bytes::text as bytes, wal_fpi::text as images from pg_stat_wal`.execute(db);
  const [row] = rows;
  return { bytes: Number(row?.bytes ?? 0), pageImages: Number(row?.images ?? 0) };
}
