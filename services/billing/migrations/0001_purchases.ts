import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // user_id names a trader of the identity service; no foreign key crosses a service's schema.
  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('tier_id', 'text', (column) => column.notNull())
    // The funding size and the price are the catalogue's at the time of purchase, never the client's.
    .addColumn('amount', sql`numeric(14, 2)`, (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('price', sql`numeric(12, 2)`, (column) => column.notNull().check(sql`price > 0`))
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('EUR').check(sql`currency = 'EUR'`))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'not_received')`),
    )
    // The reference a trader quotes on a bank transfer, e.g. PF-2026-ABCD1234.
    .addColumn('transaction_id', 'text', (column) => column.notNull().unique())
    .addColumn('payment_method', 'text', (column) =>
      column.notNull().defaultTo('bank_transfer').check(sql`payment_method in ('bank_transfer', 'card')`),
    )
    .addColumn('processed_at', 'timestamptz')
    // An admin's id, or 'stripe' for a card payment confirmed by Stripe's webhook.
    .addColumn('processed_by', 'text')
    .addColumn('admin_notes', 'text')
    .addColumn('stripe_session_id', 'text', (column) => column.unique())
    // The first approval; the approved event (which provisions an account) is published then and never again.
    .addColumn('funded_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index purchases_by_user on purchases (user_id, created_at desc)`.execute(db);
  await sql`create index purchases_by_status on purchases (status, created_at desc)`.execute(db);

  await db.schema
    .createTable('purchase_decisions')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('purchase_id', 'uuid', (column) => column.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (column) => column.notNull())
    .addColumn('to_status', 'text', (column) => column.notNull())
    .addColumn('decided_by', 'text', (column) => column.notNull())
    .addColumn('notes', 'text')
    .addColumn('decided_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index purchase_decisions_by_purchase on purchase_decisions (purchase_id, decided_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('purchase_decisions').execute();
  await db.schema.dropTable('purchases').execute();
}
