import { type Kysely, sql } from 'kysely';

/**
 * Stripe events already handled, by Stripe's event id: a redelivered webhook finds its id here and
 * changes nothing. Recorded in the same transaction as the change the event caused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('purchase_id', 'uuid')
    .addColumn('received_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
}
