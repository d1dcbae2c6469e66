import { type Kysely, sql } from 'kysely';

/**
 * Payouts of commission (issue 23): a request reserves the whole available commission as one
 * `pending` row, sent to payouts as an `affiliate_commission` withdrawal with the same id; the
 * admins' decision makes it `paid` or `released` (the reservation is available again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('commission_payouts')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('affiliate_id', 'uuid', (column) => column.notNull().references('affiliates.user_id'))
    .addColumn('amount', 'numeric', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'released')`),
    )
    .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('commission_payout_settled_when_decided', sql`(status = 'pending') = (settled_at is null)`)
    .execute();
  // One payout under review per affiliate, whatever races the request loses.
  await sql`create unique index commission_payouts_one_pending on commission_payouts (affiliate_id) where status = 'pending'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('commission_payouts').execute();
}
