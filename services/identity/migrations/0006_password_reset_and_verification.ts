import { type Kysely, sql } from 'kysely';

/**
 * Single-use links (password reset, e-mail verification) and the devices each account signed in
 * from. A link's token is never stored, only its SHA-256: a copy of the table opens no account.
 * A row belongs to a trader or to an admin (two tables), so it names exactly one of them, and
 * goes with its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();

  await db.schema
    .createTable('one_time_tokens')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) =>
      column.notNull().check(sql`purpose in ('password_reset', 'email_verification')`),
    )
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'uuid', (column) => column.references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    /** Used, replaced by a newer link, or void after a password change. */
    .addColumn('spent_at', 'timestamptz')
    .addCheckConstraint('one_time_tokens_one_owner', sql`num_nonnulls(user_id, admin_id) = 1`)
    .execute();
  await sql`create index one_time_tokens_of_user on one_time_tokens (user_id, purpose) where spent_at is null`.execute(
    db,
  );
  await sql`create index one_time_tokens_of_admin on one_time_tokens (admin_id, purpose) where spent_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('known_devices')
    .addColumn('user_id', 'uuid', (column) => column.references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'uuid', (column) => column.references('admins.id').onDelete('cascade'))
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('first_seen_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('known_devices_one_owner', sql`num_nonnulls(user_id, admin_id) = 1`)
    // Nulls are distinct: a trader's rows never clash on the admin pair, nor an admin's on the user pair.
    .addUniqueConstraint('known_devices_of_user', ['user_id', 'device'])
    .addUniqueConstraint('known_devices_of_admin', ['admin_id', 'device'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_devices').execute();
  await db.schema.dropTable('one_time_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
