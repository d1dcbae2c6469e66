import { type Kysely, sql } from 'kysely';

/**
 * The KYC files a trader uploaded. The bytes live encrypted in the document store under
 * `storage_key`; this row holds what is needed to find, decrypt (iv, auth tag) and check them.
 * Rows go with the user (cascade); the files are removed by the code that deletes the user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kyc_documents')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('identity', 'address')`))
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull().check(sql`size >= 0`))
    .addColumn('content_type', 'text', (column) =>
      column.notNull().check(sql`content_type in ('application/pdf', 'image/jpeg', 'image/png')`),
    )
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('iv', 'bytea', (column) => column.notNull())
    .addColumn('auth_tag', 'bytea', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // One current document of each kind per user: a new upload replaces the old pair.
  await sql`create unique index kyc_documents_user_kind on kyc_documents (user_id, kind)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_documents').execute();
}
