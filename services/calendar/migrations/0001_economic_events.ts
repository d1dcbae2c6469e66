import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('economic_events')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // Derived from the feed's currency, calendar date and title (see domain/event-key.ts): upserts meet here.
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('time', 'timestamptz', (column) => column.notNull())
    .addColumn('importance', 'text', (column) => column.notNull().check(sql`importance in ('HIGH', 'MEDIUM', 'LOW')`))
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('previous', 'text')
    .addColumn('forecast', 'text')
    .addColumn('actual', 'text')
    .addColumn('source', 'text', (column) => column.notNull().check(sql`source in ('feed', 'import', 'sample')`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  // The trader's list is "from the start of today, by time": a range scan on this index.
  await sql`create index economic_events_time on economic_events (time, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('economic_events').execute();
}
