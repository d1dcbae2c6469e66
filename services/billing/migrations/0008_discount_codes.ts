import { type Kysely, sql } from 'kysely';

/**
 * Discount codes (issue 23). A purchase keeps its list price, the discount and the code it used;
 * its `price` is from now on what is paid (list price less discount), the amount every payment,
 * refund and revenue figure already reads. A code's uses are the purchases holding it that were
 * not marked not received, counted under a lock on the code's row (services/billing/README.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('discount_codes')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('percent', 'fixed')`))
    .addColumn('value', sql`numeric(12, 2)`, (column) => column.notNull().check(sql`value > 0`))
    // Empty: every program, every tier.
    .addColumn('program_ids', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tier_ids', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('ends_at', 'timestamptz')
    .addColumn('max_uses', 'integer', (column) => column.check(sql`max_uses > 0`))
    .addColumn('max_uses_per_trader', 'integer', (column) => column.check(sql`max_uses_per_trader > 0`))
    .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_by', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('purchases')
    .addColumn('list_price', sql`numeric(12, 2)`)
    .addColumn('discount', sql`numeric(12, 2)`, (column) => column.notNull().defaultTo(0))
    .addColumn('discount_code_id', 'uuid', (column) => column.references('discount_codes.id'))
    .addColumn('discount_code', 'text')
    .execute();
  // Every purchase before codes was paid at its list price.
  await sql`update purchases set list_price = price`.execute(db);
  await sql`alter table purchases alter column list_price set not null`.execute(db);
  await sql`alter table purchases add constraint purchases_discount_adds_up
    check (discount >= 0 and price = list_price - discount and (discount = 0 or discount_code_id is not null))`.execute(
    db,
  );
  await sql`create index purchases_by_discount_code on purchases (discount_code_id, user_id) where discount_code_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index purchases_by_discount_code`.execute(db);
  await db.schema.alterTable('purchases').dropConstraint('purchases_discount_adds_up').execute();
  await db.schema
    .alterTable('purchases')
    .dropColumn('list_price')
    .dropColumn('discount')
    .dropColumn('discount_code_id')
    .dropColumn('discount_code')
    .execute();
  await db.schema.dropTable('discount_codes').execute();
}
