import { type Kysely, sql } from 'kysely';

/**
 * A card payment's whole life at Stripe (issue 20): where the purchase's Checkout stands, every
 * payment intent paid for a purchase (the one accepted, and second payments refunded as
 * duplicates), every refund and every dispute, each keyed by Stripe's own id so a redelivered or
 * reordered webhook meets the row it already made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('purchases')
    .addColumn('card_payment_state', 'text', (column) =>
      column.check(sql`card_payment_state in ('open', 'failed', 'expired')`),
    )
    // Sessions created so far: the next one's idempotency key counts from here.
    .addColumn('checkout_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    // The payment intent that paid the purchase; a later one is a duplicate payment.
    .addColumn('payment_intent_id', 'text', (column) => column.unique())
    // Refunded of the accepted payment only: refunds of a duplicate payment give back the duplicate.
    .addColumn('refunded', sql`numeric(12, 2)`, (column) =>
      column.notNull().defaultTo(0).check(sql`refunded >= 0 and refunded <= price`),
    )
    .execute();

  await db.schema
    .createTable('card_payments')
    .addColumn('payment_intent_id', 'text', (column) => column.primaryKey())
    .addColumn('purchase_id', 'uuid', (column) => column.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (column) => column.notNull())
    // Stripe's checkout event names no charge; the first refund or dispute event does.
    .addColumn('charge_id', 'text')
    .addColumn('outcome', 'text', (column) => column.notNull().check(sql`outcome in ('accepted', 'duplicate')`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index card_payments_by_purchase on card_payments (purchase_id)`.execute(db);

  await db.schema
    .createTable('refunds')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('purchase_id', 'uuid', (column) => column.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('payment_intent', 'text', (column) => column.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('admin', 'duplicate_payment', 'stripe')`),
    )
    .addColumn('reason', 'text')
    // An admin's id, or 'stripe'.
    .addColumn('refunded_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    // An admin's refund is audited once, by the request that made it, even when its webhook recorded it first.
    .addColumn('audited_at', 'timestamptz')
    .execute();
  await sql`create index refunds_by_purchase on refunds (purchase_id, created_at)`.execute(db);
  await sql`create index refunds_by_payment_intent on refunds (payment_intent)`.execute(db);

  await db.schema
    .createTable('disputes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('purchase_id', 'uuid', (column) => column.notNull().references('purchases.id').onDelete('cascade'))
    .addColumn('payment_intent', 'text', (column) => column.notNull())
    .addColumn('amount', sql`numeric(12, 2)`, (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('open', 'won', 'lost')`))
    .addColumn('opened_at', 'timestamptz', (column) => column.notNull())
    .addColumn('closed_at', 'timestamptz')
    .execute();
  await sql`create index disputes_by_purchase on disputes (purchase_id, opened_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('disputes').execute();
  await db.schema.dropTable('refunds').execute();
  await db.schema.dropTable('card_payments').execute();
  await db.schema
    .alterTable('purchases')
    .dropColumn('card_payment_state')
    .dropColumn('checkout_attempts')
    .dropColumn('payment_intent_id')
    .dropColumn('refunded')
    .execute();
}
