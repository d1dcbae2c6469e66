import type { Kysely } from 'kysely';

/** A staff reply keeps the admin's readable name as it was when written; the apps show it, never the id. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_replies').addColumn('admin_name', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ticket_replies').dropColumn('admin_name').execute();
}
