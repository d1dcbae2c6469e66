import { type Kysely, sql } from 'kysely';

/**
 * Each account's minute being folded, rewritten by every flush of the history (six a minute) until
 * a later minute replaces it and moves it into `equity_buckets`, as a minute and into its hour. In
 * the history's large table each rewrite took a new row version on another page and a new entry
 * in its index; this table is one row an account, on half-empty pages, and nothing but the account
 * is indexed, so each rewrite is a HOT update beside the old version (bench/equity-feed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table equity_open_minutes (
      mt5_account_id text primary key,
      start timestamptz not null,
      last_at timestamptz not null,
      balance numeric(16, 2) not null,
      equity numeric(16, 2) not null,
      equity_min numeric(16, 2) not null,
      equity_max numeric(16, 2) not null
    ) with (fillfactor = 50)`.execute(db);
}

/** Back to minutes written in the history: each open minute merged into its stored minute, which the compaction folds into its hour. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into equity_buckets (mt5_account_id, size, start, last_at, balance, equity, equity_min, equity_max)
    select mt5_account_id, 'minute', start, last_at, balance, equity, equity_min, equity_max
    from equity_open_minutes
    on conflict (mt5_account_id, start, size) do update set
      equity_min = least(equity_buckets.equity_min, excluded.equity_min),
      equity_max = greatest(equity_buckets.equity_max, excluded.equity_max),
      balance = case when excluded.last_at >= equity_buckets.last_at then excluded.balance else equity_buckets.balance end,
      equity = case when excluded.last_at >= equity_buckets.last_at then excluded.equity else equity_buckets.equity end,
      last_at = greatest(equity_buckets.last_at, excluded.last_at)`.execute(db);
  await db.schema.dropTable('equity_open_minutes').execute();
}
