import { type Kysely, sql } from 'kysely';

/**
 * Marketing consent on the user (when they last chose; accounts older than the choice have none),
 * and traders' requests to have their account deleted. A request outlives the account it names,
 * so `user_id` is no foreign key: the decision stays on record after the user is gone. A trader
 * has at most one pending request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('marketing_consent', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('marketing_consent_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('deletion_requests')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'confirmed', 'rejected')`),
    )
    .addColumn('decided_by', 'uuid')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await sql`create unique index deletion_requests_one_pending on deletion_requests (user_id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deletion_requests').execute();
  await db.schema.alterTable('users').dropColumn('marketing_consent_at').dropColumn('marketing_consent').execute();
}
