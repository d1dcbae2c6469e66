import type { Kysely } from 'kysely';

/** When the shown MT5 link last changed, so an older link event arriving late changes nothing. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('mt5_link_changed_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('mt5_link_changed_at').execute();
}
