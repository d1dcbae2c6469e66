import type { Kysely } from 'kysely';

/** Issue 23: the affiliate code a trader registered through, kept as sent; affiliates decides what it is worth. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('referral_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
}
