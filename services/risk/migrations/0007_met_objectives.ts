import type { Kysely } from 'kysely';

/** The targets each account has met: ObjectiveMet is sent once per target, also across restarts and replicas. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('met_objectives')
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('met_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('met_objectives_pk', ['account_id', 'rule'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('met_objectives').execute();
}
