import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('syncs')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('running').check(sql`status in ('running', 'finished')`),
    )
    .addColumn('started_by', 'uuid', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  // At most one sync runs: a second request joins it, even when two arrive at once on two replicas.
  await sql`create unique index syncs_one_running on syncs ((true)) where status = 'running'`.execute(db);
  await sql`create index syncs_latest on syncs (started_at desc)`.execute(db);

  // One row per user a sync covers, written when it starts: its progress is what these rows say,
  // and a sync picked up again after a crash goes on with the pending ones.
  await db.schema
    .createTable('sync_results')
    .addColumn('sync_id', 'uuid', (column) => column.notNull().references('syncs.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`outcome in ('pending', 'synced', 'failed')`),
    )
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('sync_results_pk', ['sync_id', 'user_id'])
    .execute();
  await sql`create index sync_results_pending on sync_results (sync_id) where outcome = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_results').execute();
  await db.schema.dropTable('syncs').execute();
}
