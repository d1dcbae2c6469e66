import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The figures last quoted to each trader when their dialog's amounts were out of date: equity
  // moves every second, so the trader confirms these and the server honours them while fresh.
  await db.schema
    .createTable('withdrawal_quotes')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('amount', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('profit_share_amount', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('equity', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('funding_balance', sql`numeric(14, 2)`, (column) => column.notNull())
    .addColumn('snapshot_at', 'timestamptz', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdrawal_quotes').execute();
}
