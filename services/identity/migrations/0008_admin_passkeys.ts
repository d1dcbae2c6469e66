import { type Kysely, sql } from 'kysely';

/**
 * Admins' passkeys (WebAuthn credentials) and recovery codes. A passkey keeps its public key only;
 * `counter` is the signature counter its authenticator last reported (a uint32, hence bigint), so
 * a cloned authenticator replaying an older count is refused. A recovery code is stored as a keyed
 * hash, never in the clear, and is spent by setting `used_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_passkeys')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('admin_id', 'uuid', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    // The credential id as the browser names it (base64url); one credential belongs to one admin.
    .addColumn('credential_id', 'text', (column) => column.notNull().unique())
    .addColumn('public_key', 'bytea', (column) => column.notNull())
    .addColumn('counter', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('transports', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('admin_passkeys_admin_id').on('admin_passkeys').column('admin_id').execute();

  await db.schema
    .createTable('admin_recovery_codes')
    .addColumn('admin_id', 'uuid', (column) => column.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('admin_recovery_codes_pkey', ['admin_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_recovery_codes').execute();
  await db.schema.dropTable('admin_passkeys').execute();
}
