import { type Kysely, sql } from 'kysely';

/**
 * Where a new link's history begins is the latest close of its MT5 account's earlier links. The
 * only index on the MT5 account covered open links, so each link read every account: 9 ms at
 * 50,000 accounts, inside the link's transaction, and linking them all took quadratic time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index trading_accounts_closed_by_mt5 on trading_accounts (mt5_account_id, closed_at) where status = 'closed'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index trading_accounts_closed_by_mt5`.execute(db);
}
