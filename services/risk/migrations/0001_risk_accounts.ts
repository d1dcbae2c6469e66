import { type Kysely, sql } from 'kysely';

/**
 * The trading accounts risk watches, copied from accounts' link events, each with its rule set:
 * limits in basis points of the initial deposit, set from the configured defaults at link time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('risk_accounts')
    .addColumn('account_id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('funding_balance', 'numeric(14, 2)', (column) => column.notNull().check(sql`funding_balance > 0`))
    .addColumn('account_type', 'text', (column) => column.notNull())
    .addColumn('max_drawdown_bps', 'integer', (column) =>
      column.notNull().check(sql`max_drawdown_bps > 0 and max_drawdown_bps <= 10000`),
    )
    .addColumn('daily_loss_bps', 'integer', (column) =>
      column.check(sql`daily_loss_bps > 0 and daily_loss_bps <= 10000`),
    )
    .addColumn('daily_loss_basis', 'text', (column) =>
      column.notNull().defaultTo('balance').check(sql`daily_loss_basis in ('balance', 'equity')`),
    )
    .addColumn('linked_at', 'timestamptz', (column) => column.notNull())
    .addColumn('unlinked_at', 'timestamptz')
    .execute();
  await sql`create index risk_accounts_open on risk_accounts (mt5_account_id) where unlinked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('risk_accounts').execute();
}
