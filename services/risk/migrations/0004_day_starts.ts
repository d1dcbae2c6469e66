import { type Kysely, sql } from 'kysely';

/**
 * Each account's balance and equity at the start of a trading day, for the daily loss limit: the
 * first stored value of a day wins, so a restart or a second replica measures from the same start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('day_starts')
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('trading_day', 'date', (column) => column.notNull())
    .addColumn('balance', 'numeric(16, 2)', (column) => column.notNull())
    .addColumn('equity', 'numeric(16, 2)', (column) => column.notNull())
    .addColumn('captured_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('day_starts_pk', ['account_id', 'trading_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('day_starts').execute();
}
