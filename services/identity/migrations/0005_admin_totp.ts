import { type Kysely, sql } from 'kysely';

/**
 * An admin's authenticator (TOTP). The shared secret is stored sealed (AES-256-GCM, see
 * second-factor/secret-box.ts), never in the clear. A row without `confirmed_at` is an enrolment
 * started and not yet proven with a code; it does not guard sign-in. `last_used_step` is the
 * 30-second step of the last accepted code, so a code is accepted once (RFC 6238 section 5.2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_totp')
    .addColumn('admin_id', 'uuid', (column) => column.primaryKey().references('admins.id').onDelete('cascade'))
    .addColumn('sealed_secret', 'bytea', (column) => column.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    // Unix time / 30 is about 6e7 now; an integer holds it for two thousand years and reads back as a number.
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_totp').execute();
}
