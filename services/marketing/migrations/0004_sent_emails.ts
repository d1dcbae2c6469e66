import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every e-mail that went out, by its key (email-key.ts): a job retried after a send that worked
  // finds its row and sends nothing more.
  await db.schema
    .createTable('sent_emails')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('template', 'text', (column) => column.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('to_email', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .addColumn('transport', 'text', (column) => column.notNull())
    .addColumn('transport_message_id', 'text')
    .execute();
  await db.schema.createIndex('sent_emails_user').on('sent_emails').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sent_emails').execute();
}
