import type { Kysely } from 'kysely';

/**
 * The read models of the KPI dashboard, fed only by other services' events (never their tables).
 * Days are the firm's local dates as YYYY-MM-DD text, judged when the event is handled: a rebuild
 * after a change of FIRM_TIME_ZONE files them again. Every column an event of another stream fills
 * is nullable, since streams arrive in no order relative to each other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('purchases')
    .addColumn('purchase_id', 'text', (column) => column.primaryKey())
    .addColumn('tier_id', 'text')
    .addColumn('price', 'numeric(14, 2)')
    .addColumn('program', 'text')
    .addColumn('approved_day', 'text')
    .execute();
  await db.schema.createIndex('purchases_approved_day').on('purchases').column('approved_day').execute();
  await db.schema
    .createTable('refunds')
    .addColumn('refund_id', 'text', (column) => column.primaryKey())
    .addColumn('purchase_id', 'text', (column) => column.notNull())
    .addColumn('amount', 'numeric(14, 2)', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('refunds_day').on('refunds').column('day').execute();
  await db.schema
    .createTable('withdrawals')
    .addColumn('request_id', 'text', (column) => column.primaryKey())
    .addColumn('amount', 'numeric(14, 2)', (column) => column.notNull())
    .addColumn('requested_day', 'text')
    .addColumn('paid_day', 'text')
    .execute();
  await db.schema
    .createTable('accounts')
    .addColumn('account_id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text')
    .addColumn('purchase_id', 'text')
    .addColumn('account_type', 'text')
    .addColumn('started_day', 'text')
    .addColumn('program', 'text')
    .addColumn('phase', 'text')
    .addColumn('phase_index', 'integer')
    .addColumn('passed', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('breached', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('breaches')
    .addColumn('breach_id', 'text', (column) => column.primaryKey())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('reversed', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('traders')
    .addColumn('user_id', 'text', (column) => column.primaryKey())
    .addColumn('registered_day', 'text')
    .addColumn('documents_submitted', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('approved', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('tickets')
    .addColumn('ticket_id', 'text', (column) => column.primaryKey())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_day', 'text', (column) => column.notNull())
    .addColumn('first_response_at', 'timestamptz')
    .addColumn('first_response_day', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tickets', 'traders', 'breaches', 'accounts', 'withdrawals', 'refunds', 'purchases']) {
    await db.schema.dropTable(table).execute();
  }
}
