import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    // The recording event's id: a redelivered event meets its own row.
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('service', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .addColumn('actor_id', 'uuid', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_type', 'text', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('request_id', 'text', (column) => column.notNull())
    .execute();
  // Newest first, page by page: a range scan on (at, id).
  await sql`create index audit_entries_at on audit_entries (at desc, id desc)`.execute(db);
  await sql`create index audit_entries_target on audit_entries (target_id, at desc)`.execute(db);
  await sql`create index audit_entries_actor on audit_entries (actor_id, at desc)`.execute(db);
  // Append-only in the database itself, whatever the code above it does.
  await sql`
    create function audit_entries_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the audit log is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_entries_no_change before update or delete on audit_entries
    for each row execute function audit_entries_append_only()`.execute(db);
  await sql`
    create trigger audit_entries_no_truncate before truncate on audit_entries
    for each statement execute function audit_entries_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_entries').execute();
  await sql`drop function audit_entries_append_only()`.execute(db);
}
