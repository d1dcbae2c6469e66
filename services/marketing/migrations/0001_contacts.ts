import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The traders as identity's events describe them: what a Brevo contact is made of. user_id names
  // a user of the identity service; no foreign key crosses a service's schema.
  await db.schema
    .createTable('contacts')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('country', 'text')
    // When identity made the change copied here: an older event arriving late never overwrites it.
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('pushed_at', 'timestamptz')
    .execute();

  // Users who asked to be forgotten, by id only: a Brevo call already under way for one of them
  // finds the mark afterwards and deletes what it just wrote.
  await db.schema
    .createTable('forgotten_users')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('forgotten_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('forgotten_users').execute();
  await db.schema.dropTable('contacts').execute();
}
