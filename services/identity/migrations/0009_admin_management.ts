import { type Kysely, sql } from 'kysely';

/**
 * Admin management (issue 21) with the staff roles of issue 23. Every admin so far could do
 * everything, so each becomes an owner; the column has no default afterwards, so nothing creates
 * an admin without naming their roles. An invited admin has no password until they follow their
 * invitation link (a single-use token of its own purpose); a disabled one keeps their row, for the
 * audit log's sake, but may not sign in. `last_sign_in_at` is known from this migration on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('roles', sql`text[]`, (column) =>
      column
        .notNull()
        .defaultTo(sql`'{owner}'`)
        .check(
          sql`cardinality(roles) > 0 and roles <@ array['owner', 'finance', 'risk', 'kyc', 'support', 'marketing']`,
        ),
    )
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('admins')
    .alterColumn('roles', (column) => column.dropDefault())
    .execute();
  await db.schema
    .alterTable('admins')
    .alterColumn('password_hash', (column) => column.dropNotNull())
    .execute();
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('password_reset', 'email_verification', 'admin_invitation'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from one_time_tokens where purpose = 'admin_invitation'`.execute(db);
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('password_reset', 'email_verification'))`.execute(db);
  await sql`delete from admins where password_hash is null`.execute(db);
  await db.schema
    .alterTable('admins')
    .alterColumn('password_hash', (column) => column.setNotNull())
    .execute();
  await db.schema
    .alterTable('admins')
    .dropColumn('last_sign_in_at')
    .dropColumn('disabled_at')
    .dropColumn('roles')
    .execute();
}
