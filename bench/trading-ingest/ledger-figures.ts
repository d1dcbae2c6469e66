import type pg from 'pg';

/** A stretch of the run, as instants of the bench's clock (the services run on the same machine). */
export interface Span {
  from: Date;
  to: Date;
}

export interface LagFigures {
  /** Deals made in the span and stored so far. */
  deals: number;
  /** recorded_at − time of those deals, in ms. */
  p50: number;
  p99: number;
  max: number;
}

export interface Backlog {
  at: Date;
  /** Deals made by `at`, as stored so far: deals of accounts never read are in neither figure. */
  made: number;
  /** Of them, stored by `at`. */
  recorded: number;
}

/**
 * How long the deals made in `span` waited between their making (the simulator stamps each deal
 * with its clock as it fills it) and their storing (`recorded_at`, the recording transaction's time).
 */
export async function lagOf(client: pg.Client, span: Span): Promise<LagFigures> {
  const { rows } = await client.query<{ deals: string; p50: number | null; p99: number | null; max: number | null }>(
    `select count(*) as deals,
        percentile_disc(0.5) within group (order by lag) as p50,
        percentile_disc(0.99) within group (order by lag) as p99,
        max(lag) as max
      from (select (extract(epoch from recorded_at - time) * 1000)::float8 as lag
        from accounts.mt5_deals where time >= $1 and time < $2) as deals`,
    [span.from, span.to],
  );
  const row = rows[0];
  return { deals: Number(row?.deals ?? 0), p50: row?.p50 ?? 0, p99: row?.p99 ?? 0, max: row?.max ?? 0 };
}

/** Deals made in the span, as stored so far. */
export async function madeIn(client: pg.Client, span: Span): Promise<number> {
  const { rows } = await client.query<{ made: string }>(
    'select count(*) as made from accounts.mt5_deals where time >= $1 and time < $2',
    [span.from, span.to],
  );
  return Number(rows[0]?.made ?? 0);
}

/** Deals stored in the span, whenever they were made. */
export async function recordedIn(client: pg.Client, span: Span): Promise<number> {
  const { rows } = await client.query<{ recorded: string }>(
    'select count(*) as recorded from accounts.mt5_deals where recorded_at >= $1 and recorded_at < $2',
    [span.from, span.to],
  );
  return Number(rows[0]?.recorded ?? 0);
}

/** Made against stored at each instant, from the deals' own two times. */
export async function backlogAt(client: pg.Client, instants: Date[]): Promise<Backlog[]> {
  const { rows } = await client.query<{ at: Date; made: string; recorded: string }>(
    `select at,
        (select count(*) from accounts.mt5_deals where time <= at) as made,
        (select count(*) from accounts.mt5_deals where time <= at and recorded_at <= at) as recorded
      from unnest($1::timestamptz[]) as at order by at`,
    [instants],
  );
  return rows.map((row) => ({ at: row.at, made: Number(row.made), recorded: Number(row.recorded) }));
}

/** Linked MT5 accounts with no deal stored at all: never read once, since funding is a deal. */
export async function neverRead(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ unread: string }>(
    `select count(*) as unread from accounts.trading_accounts as account
      where account.status <> 'closed' and not exists
        (select 1 from accounts.mt5_deals as deal where deal.mt5_account_id = account.mt5_account_id)`,
  );
  return Number(rows[0]?.unread ?? 0);
}

/**
 * Reads of an account's ledger so far, counted by PostgreSQL: each read, and nothing else while
 * the bench runs, looks up the account's open positions and then deletes them before writing the
 * new set, so it scans mt5_positions twice. The counters lag by up to a second (PostgreSQL 15
 * flushes them at most once a second per connection).
 */
export async function ledgerReads(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ scans: string }>(
    `select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as scans
      from pg_stat_user_tables where schemaname = 'accounts' and relname = 'mt5_positions'`,
  );
  return Number(rows[0]?.scans ?? 0) / 2;
}
