import { type Kysely, sql } from 'kysely';

/** A trader's retried ticket carries the same Idempotency-Key and meets the first ticket here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_digest', 'text')
    .execute();
  await sql`create unique index tickets_idempotency on tickets (user_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('idempotency_key').dropColumn('request_digest').execute();
}
