import { type Kysely, sql } from 'kysely';

/**
 * Breaches with their evidence: the update that broke the rule and the equity of the minutes
 * before it. At most one active breach per account, enforced by the database, so a repeated or
 * redelivered update, or two replicas seeing the same one, can never record a second.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('breaches')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull().check(sql`rule in ('max_drawdown', 'daily_loss')`))
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('active').check(sql`status in ('active', 'resolved', 'deleted')`),
    )
    .addColumn('breach_percentage', 'numeric(7, 2)', (column) => column.notNull())
    .addColumn('initial_deposit', 'numeric(14, 2)', (column) => column.notNull())
    .addColumn('equity', 'numeric(16, 2)', (column) => column.notNull())
    .addColumn('balance', 'numeric(16, 2)', (column) => column.notNull())
    // The highest equity that broke the rule, and for the daily limit the start-of-day value.
    .addColumn('breach_equity', 'numeric(16, 2)', (column) => column.notNull())
    .addColumn('day_start_value', 'numeric(16, 2)')
    // The MT5 update's own time; detected_at is when risk stored it.
    .addColumn('triggered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('detected_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addColumn('evidence', 'jsonb', (column) => column.notNull())
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('resolved_by', 'uuid')
    .addColumn('admin_notes', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'uuid')
    .addCheckConstraint('resolved_names_who_and_when', sql`(resolved_at is null) = (resolved_by is null)`)
    .addCheckConstraint('deleted_names_who_and_when', sql`(status = 'deleted') = (deleted_at is not null)`)
    .execute();
  await sql`create unique index breaches_one_active_per_account on breaches (account_id) where status = 'active'`.execute(
    db,
  );
  await sql`create index breaches_active on breaches (triggered_at desc) where status = 'active'`.execute(db);
  await sql`create index breaches_by_account on breaches (account_id, detected_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('breaches').execute();
}
