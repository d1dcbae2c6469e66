import { type Kysely, sql } from 'kysely';

/**
 * Disputed and refunded purchases (issue 20). A dispute freezes the account its purchase
 * provisioned; a lost dispute (chargeback) or a refund that ends the purchase closes it. Both are
 * kept per purchase, not per account, because billing's events may come before the account
 * exists, and a later phase's account carries on the purchase's freeze. A provision whose purchase
 * was closed before an account was opened for it is cancelled: it opens none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_accounts drop constraint trading_accounts_closed_reason_check`.execute(db);
  await sql`
    alter table trading_accounts add constraint trading_accounts_closed_reason_check
      check (closed_reason in ('unlinked', 'user_deleted', 'replaced', 'chargeback', 'refunded'))`.execute(db);
  await sql`
    alter table trading_accounts
      add column frozen_reason text check (frozen_reason in ('dispute')),
      add column frozen_at timestamptz,
      add constraint trading_accounts_frozen_since check ((frozen_reason is null) = (frozen_at is null))`.execute(db);

  await sql`alter table provisions drop constraint provisions_status_check`.execute(db);
  await sql`
    alter table provisions add constraint provisions_status_check
      check (status in ('pending', 'linked', 'cancelled'))`.execute(db);

  // One row per dispute, whatever arrives first: a dispute closed before it was seen opening stays closed.
  await sql`
    create table purchase_disputes (
      dispute_id text primary key,
      purchase_id uuid not null,
      user_id uuid not null,
      status text not null check (status in ('open', 'won', 'lost')),
      created_at timestamptz not null,
      closed_at timestamptz,
      check ((status = 'open') = (closed_at is null))
    )`.execute(db);
  await sql`create index purchase_disputes_open on purchase_disputes (purchase_id) where status = 'open'`.execute(db);

  // A purchase whose account must close: the first reason recorded is kept.
  await sql`
    create table purchase_closures (
      purchase_id uuid primary key,
      user_id uuid not null,
      reason text not null check (reason in ('chargeback', 'refunded')),
      closed_at timestamptz not null
    )`.execute(db);
  // The chain of a purchase's accounts is walked from a provision's account to the next provision.
  await sql`create index provisions_by_account on provisions (trading_account_id) where trading_account_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('provisions_by_account').execute();
  await db.schema.dropTable('purchase_closures').execute();
  await db.schema.dropTable('purchase_disputes').execute();
  await sql`delete from provisions where status = 'cancelled'`.execute(db);
  await sql`alter table provisions drop constraint provisions_status_check`.execute(db);
  await sql`alter table provisions add constraint provisions_status_check check (status in ('pending', 'linked'))`.execute(
    db,
  );
  await sql`
    alter table trading_accounts
      drop constraint trading_accounts_frozen_since,
      drop column frozen_at,
      drop column frozen_reason`.execute(db);
  await sql`alter table trading_accounts drop constraint trading_accounts_closed_reason_check`.execute(db);
  await sql`update trading_accounts set closed_reason = 'unlinked' where closed_reason in ('chargeback', 'refunded')`.execute(
    db,
  );
  await sql`
    alter table trading_accounts add constraint trading_accounts_closed_reason_check
      check (closed_reason in ('unlinked', 'user_deleted', 'replaced'))`.execute(db);
}
