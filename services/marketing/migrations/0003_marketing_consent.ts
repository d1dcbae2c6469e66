import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Only a user who said yes is copied to Brevo's list. consent_at is when identity recorded the
  // choice: an older consent event arriving late never overwrites a newer one.
  await db.schema
    .alterTable('contacts')
    .addColumn('marketing_consent', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('consent_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contacts').dropColumn('consent_at').dropColumn('marketing_consent').execute();
}
