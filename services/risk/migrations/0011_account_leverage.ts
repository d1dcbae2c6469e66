import type { Kysely } from 'kysely';

/** The MT5 account's leverage when it was linked (1:n as n), for the maximum-leverage rule; null: not known. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').addColumn('leverage', 'numeric').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').dropColumn('leverage').execute();
}
