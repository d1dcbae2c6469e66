import type { Kysely } from 'kysely';

/**
 * The warning levels raised per account, rule and trading day: a level is raised once a day, also
 * across restarts and replicas (the key decides).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('raised_warnings')
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('level', 'integer', (column) => column.notNull())
    .addColumn('trading_day', 'date', (column) => column.notNull())
    .addColumn('raised_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('raised_warnings_pk', ['account_id', 'rule', 'level', 'trading_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('raised_warnings').execute();
}
