import { type Kysely, sql } from 'kysely';

/**
 * The receipt of a paid purchase (issue 20): numbered from a sequence the first time it is asked
 * for, then always the same. The purchase row is locked while one is issued, so two first requests
 * at once take one number, and numbers follow one another in the order receipts were issued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('purchase_id', 'uuid', (column) => column.primaryKey().references('purchases.id'))
    .addColumn('number', 'bigint', (column) => column.notNull().unique().generatedAlwaysAsIdentity())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipts').execute();
}
