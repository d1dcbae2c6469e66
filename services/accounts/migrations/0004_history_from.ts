import { type Kysely, sql } from 'kysely';

/**
 * Where a trading account's trading history begins. The ledger is kept per MT5 account, and an MT5
 * account can be linked again to another trader once its link is closed: the new holder's journal
 * starts when the previous link ended (null: no earlier link, the whole ledger is theirs, the
 * simulator's back history included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_accounts add column history_from timestamptz`.execute(db);
  await sql`
    update trading_accounts as t
    set history_from = (
      select max(earlier.closed_at) from trading_accounts as earlier
      where earlier.mt5_account_id = t.mt5_account_id and earlier.created_at < t.created_at
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_accounts drop column history_from`.execute(db);
}
