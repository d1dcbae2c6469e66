import { type Kysely, sql } from 'kysely';

/**
 * Issue 23: a withdrawal kind for affiliates' commission. The spec's requests are `profit_split`
 * (every existing row) and keep every column they had, required by a check; an
 * `affiliate_commission` request pays no funded account, so it has no account snapshot and no
 * payment details (payouts is told only the amount). Each kind allows one request under review per
 * trader: a pending commission payout neither blocks nor is blocked by a pending profit split.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal_requests
    add column kind text not null default 'profit_split'
      constraint withdrawal_kind_known check (kind in ('profit_split', 'affiliate_commission')),
    alter column bank_details drop not null,
    alter column account_id drop not null,
    alter column mt5_account_id drop not null,
    alter column equity drop not null,
    alter column funding_balance drop not null,
    alter column snapshot_at drop not null`.execute(db);
  await sql`alter table withdrawal_requests
    add constraint withdrawal_profit_split_has_its_account check (
      kind <> 'profit_split' or (
        bank_details is not null and account_id is not null and mt5_account_id is not null
        and equity is not null and funding_balance is not null and snapshot_at is not null
      )
    ),
    add constraint withdrawal_commission_has_no_account check (
      kind <> 'affiliate_commission' or (account_id is null and mt5_account_id is null and snapshot_at is null)
    )`.execute(db);
  await sql`drop index withdrawal_requests_one_pending`.execute(db);
  await sql`create unique index withdrawal_requests_one_pending on withdrawal_requests (user_id, kind) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from withdrawal_history where request_id in (select id from withdrawal_requests where kind <> 'profit_split')`.execute(
    db,
  );
  await sql`delete from withdrawal_requests where kind <> 'profit_split'`.execute(db);
  await sql`drop index withdrawal_requests_one_pending`.execute(db);
  await sql`create unique index withdrawal_requests_one_pending on withdrawal_requests (user_id) where status = 'pending'`.execute(
    db,
  );
  await sql`alter table withdrawal_requests
    drop constraint withdrawal_commission_has_no_account,
    drop constraint withdrawal_profit_split_has_its_account,
    drop column kind,
    alter column bank_details set not null,
    alter column account_id set not null,
    alter column mt5_account_id set not null,
    alter column equity set not null,
    alter column funding_balance set not null,
    alter column snapshot_at set not null`.execute(db);
}
