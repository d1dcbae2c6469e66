import { type Kysely, sql } from 'kysely';

/**
 * Names and emails of traders, copied from identity's user events so a service's admin lists can
 * name each trader without reading identity's tables. A service re-exports this as one of its
 * migrations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('known_users')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    // When identity made the change copied here: an older event arriving late never overwrites it.
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('copied_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('known_users').execute();
}
