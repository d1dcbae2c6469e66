import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trading_accounts (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      mt5_account_id text not null,
      funding_balance numeric(14, 2) not null check (funding_balance > 0),
      status text not null default 'active' check (status in ('active', 'breached', 'closed')),
      account_type text not null,
      mt5_name text,
      mt5_login text,
      mt5_server text,
      purchase_id uuid unique,
      linked_by uuid,
      last_balance numeric(16, 2),
      last_equity numeric(16, 2),
      last_snapshot_at timestamptz,
      breached_at timestamptz,
      closed_at timestamptz,
      closed_reason text check (closed_reason in ('unlinked', 'user_deleted', 'replaced')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'closed') = (closed_at is not null and closed_reason is not null))
    )`.execute(db);
  // A user has at most one open (active or breached) account, and an MT5 account at most one
  // open user; closed rows are history and do not count.
  await sql`create unique index trading_accounts_one_open_per_user on trading_accounts (user_id) where status <> 'closed'`.execute(
    db,
  );
  await sql`create unique index trading_accounts_one_open_per_mt5 on trading_accounts (mt5_account_id) where status <> 'closed'`.execute(
    db,
  );
  await sql`create index trading_accounts_history on trading_accounts (user_id, created_at desc)`.execute(db);

  // One row per approved purchase: the key that makes provisioning idempotent whatever the event id.
  await sql`
    create table provisions (
      purchase_id uuid primary key,
      user_id uuid not null,
      tier_id text not null,
      funding_balance numeric(14, 2) not null check (funding_balance > 0),
      status text not null check (status in ('pending', 'linked')),
      trading_account_id uuid references trading_accounts (id),
      created_at timestamptz not null default now(),
      fulfilled_at timestamptz,
      check ((status = 'linked') = (trading_account_id is not null))
    )`.execute(db);
  await sql`create index provisions_pending on provisions (user_id, created_at) where status = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provisions').execute();
  await db.schema.dropTable('trading_accounts').execute();
}
