import { type Kysely, sql } from 'kysely';

/** A trader's retried purchase carries the same Idempotency-Key and meets the first purchase here. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('purchases')
    .addColumn('idempotency_key', 'text')
    .addColumn('request_digest', 'text')
    .execute();
  await sql`create unique index purchases_idempotency on purchases (user_id, idempotency_key)
    where idempotency_key is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('idempotency_key').dropColumn('request_digest').execute();
}
