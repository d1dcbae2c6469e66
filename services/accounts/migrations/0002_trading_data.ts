import { type Kysely, sql } from 'kysely';

/**
 * An MT5 account's trading data, keyed by MT5's own ids so a deal or a position read twice is
 * stored once. Kept per MT5 account (not per trading account): it is the broker's ledger, and an
 * account's journal is its MT5 account's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mt5_deals (
      mt5_account_id text not null,
      deal_id text not null,
      type text not null,
      entry_type text,
      position_id text,
      symbol text,
      volume numeric(18, 8),
      price numeric(20, 8),
      time timestamptz not null,
      profit numeric(16, 2) not null,
      commission numeric(16, 2) not null,
      swap numeric(16, 2) not null,
      reason text,
      magic bigint not null default 0,
      comment text,
      recorded_at timestamptz not null,
      primary key (mt5_account_id, deal_id)
    )`.execute(db);
  await sql`create index mt5_deals_by_time on mt5_deals (mt5_account_id, time)`.execute(db);
  await sql`create index mt5_deals_by_position on mt5_deals (mt5_account_id, position_id) where position_id is not null`.execute(
    db,
  );

  // Closed round trips, rebuilt from their position's deals whenever one of them is recorded.
  await sql`
    create table mt5_trades (
      mt5_account_id text not null,
      exit_deal_id text not null,
      position_id text not null,
      symbol text not null,
      type text not null check (type in ('BUY', 'SELL')),
      volume numeric(18, 8) not null,
      open_time timestamptz,
      close_time timestamptz not null,
      open_price numeric(20, 8),
      close_price numeric(20, 8) not null,
      profit numeric(16, 2) not null,
      swap numeric(16, 2) not null,
      commission numeric(16, 2) not null,
      net_profit numeric(16, 2) not null,
      reason text,
      magic bigint not null default 0,
      primary key (mt5_account_id, exit_deal_id)
    )`.execute(db);
  await sql`create index mt5_trades_newest on mt5_trades (mt5_account_id, close_time desc, exit_deal_id desc)`.execute(
    db,
  );
  await sql`create index mt5_trades_by_position on mt5_trades (mt5_account_id, position_id)`.execute(db);

  // The positions open now, as last read: replaced whole on each read of the account.
  await sql`
    create table mt5_positions (
      mt5_account_id text not null,
      position_id text not null,
      symbol text not null,
      type text not null check (type in ('BUY', 'SELL')),
      volume numeric(18, 8) not null,
      open_price numeric(20, 8) not null,
      current_price numeric(20, 8) not null,
      stop_loss numeric(20, 8),
      take_profit numeric(20, 8),
      swap numeric(16, 2) not null,
      commission numeric(16, 2) not null,
      profit numeric(16, 2) not null,
      open_time timestamptz not null,
      reason text,
      magic bigint not null default 0,
      primary key (mt5_account_id, position_id)
    )`.execute(db);

  // Balance and equity folded into minute buckets (hour buckets after a week), low and high kept.
  await sql`
    create table equity_buckets (
      mt5_account_id text not null,
      size text not null check (size in ('minute', 'hour')),
      start timestamptz not null,
      last_at timestamptz not null,
      balance numeric(16, 2) not null,
      equity numeric(16, 2) not null,
      equity_min numeric(16, 2) not null,
      equity_max numeric(16, 2) not null,
      primary key (mt5_account_id, start, size)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['equity_buckets', 'mt5_positions', 'mt5_trades', 'mt5_deals']) {
    await db.schema.dropTable(table).execute();
  }
}
