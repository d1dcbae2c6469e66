import { type Kysely, sql } from 'kysely';

/**
 * Affiliates (issue 23). User ids name traders of the identity service and purchase ids billing's
 * purchases; no foreign key crosses a service's schema. Money is numeric, never a float.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliates')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull().unique())
    .addColumn('joined_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // One click per visitor (a hash of address and browser, never the address itself) per code and
  // firm day: reloading the link, or a script hammering it from one place, counts once a day.
  await db.schema
    .createTable('referral_clicks')
    .addColumn('affiliate_id', 'uuid', (column) => column.notNull().references('affiliates.user_id'))
    .addColumn('visitor', 'text', (column) => column.notNull())
    .addColumn('day', 'date', (column) => column.notNull())
    .addColumn('clicked_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('referral_clicks_once_a_day', ['affiliate_id', 'visitor', 'day'])
    .execute();

  // A referred trader has exactly one affiliate: the first attribution stored wins.
  await db.schema
    .createTable('referrals')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey())
    .addColumn('affiliate_id', 'uuid', (column) => column.notNull().references('affiliates.user_id'))
    .addColumn('registered_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index referrals_by_affiliate on referrals (affiliate_id)`.execute(db);

  // Every purchase billing reports, referred or not yet: a referral whose registration event is
  // handled after the purchase's payment still earns its commission.
  await db.schema
    .createTable('purchases')
    .addColumn('purchase_id', 'uuid', (column) => column.primaryKey())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('tier_id', 'text', (column) => column.notNull())
    .addColumn('program_id', 'text')
    .addColumn('price', 'numeric', (column) => column.notNull().check(sql`price >= 0`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('refunded', 'numeric', (column) => column.notNull().defaultTo(0).check(sql`refunded >= 0`))
    .execute();
  await sql`create index purchases_by_user on purchases (user_id)`.execute(db);

  await db.schema
    .createTable('commissions')
    .addColumn('purchase_id', 'uuid', (column) => column.primaryKey())
    .addColumn('affiliate_id', 'uuid', (column) => column.notNull().references('affiliates.user_id'))
    .addColumn('referred_user_id', 'uuid', (column) => column.notNull())
    .addColumn('price', 'numeric', (column) => column.notNull())
    .addColumn('rate_bps', 'integer', (column) => column.notNull())
    .addColumn('amount', 'numeric', (column) => column.notNull().check(sql`amount >= 0`))
    .addColumn('reversed', 'numeric', (column) => column.notNull().defaultTo(0))
    .addColumn('accrued_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('commission_reversed_within_amount', sql`reversed >= 0 and reversed <= amount`)
    .execute();
  await sql`create index commissions_by_affiliate on commissions (affiliate_id)`.execute(db);

  // 'default', 'program:<id>' or 'tier:<id>'; basis points of the paid price (1000 = 10%).
  await db.schema
    .createTable('commission_rates')
    .addColumn('scope', 'text', (column) => column.primaryKey())
    .addColumn('rate_bps', 'integer', (column) => column.notNull().check(sql`rate_bps between 0 and 10000`))
    .execute();
  await sql`insert into commission_rates (scope, rate_bps) values ('default', 1000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['commission_rates', 'commissions', 'purchases', 'referrals', 'referral_clicks', 'affiliates']) {
    await db.schema.dropTable(table).execute();
  }
}
