import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // user_id names a trader of the identity service; no foreign key crosses a service's schema.
  await db.schema
    .createTable('tickets')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) =>
      column
        .notNull()
        .check(sql`category in ('account', 'trading', 'payments', 'technical', 'verification', 'general')`),
    )
    .addColumn('priority', 'text', (column) => column.notNull().check(sql`priority in ('high', 'medium', 'low')`))
    .addColumn('contact_method', 'text', (column) =>
      column.notNull().check(sql`contact_method in ('email', 'phone', 'dashboard')`),
    )
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('open').check(sql`status in ('open', 'in_progress', 'resolved', 'closed')`),
    )
    // The legacy single staff response, kept next to the threaded replies.
    .addColumn('admin_response', 'text')
    .addColumn('assigned_to', 'text')
    .addColumn('resolved_by', 'uuid')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index tickets_by_user on tickets (user_id, created_at desc)`.execute(db);
  await sql`create index tickets_active on tickets (created_at desc) where status <> 'closed'`.execute(db);

  await db.schema
    .createTable('ticket_replies')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ticket_id', 'uuid', (column) => column.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('message', 'text', (column) => column.notNull())
    .addColumn('is_admin_reply', 'boolean', (column) => column.notNull())
    .addColumn('admin_id', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('staff_reply_names_admin', sql`is_admin_reply = (admin_id is not null)`)
    .execute();
  await sql`create index ticket_replies_thread on ticket_replies (ticket_id, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_replies').execute();
  await db.schema.dropTable('tickets').execute();
}
