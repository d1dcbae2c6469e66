import type { Kysely } from 'kysely';

/**
 * The program a link names (issue 18): its pack comes with programs' PhaseStarted, and a deal of
 * such an account waits for it rather than being judged by Instant Funding's rules meanwhile.
 * Null: an admin's link or a purchase of Instant Funding, judged by its rules from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').addColumn('program_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('risk_accounts').dropColumn('program_id').execute();
}
