import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The funding of the phase's account (AccountLinked.fundingBalance): the next phase's account gets
  // the same. Null for phases started before this column existed.
  await db.schema.alterTable('enrolment_phases').addColumn('funding_balance', 'numeric').execute();

  // One review per passed phase: a redelivered or repeated ObjectiveMet makes no second one.
  await db.schema
    .createTable('phase_reviews')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('enrolment_id', 'uuid', (column) => column.notNull())
    .addColumn('phase_index', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('passed_at', 'timestamptz', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('decided_at', 'timestamptz')
    // The deciding admin; null while pending and for an automatic approval.
    .addColumn('decided_by', 'uuid')
    .addColumn('notes', 'text')
    .addUniqueConstraint('phase_reviews_phase', ['enrolment_id', 'phase_index'])
    .addForeignKeyConstraint('phase_reviews_phase_fk', ['enrolment_id', 'phase_index'], 'enrolment_phases', [
      'enrolment_id',
      'phase_index',
    ])
    .execute();
  await db.schema.createIndex('phase_reviews_newest').on('phase_reviews').columns(['created_at']).execute();

  // Soft-rule violations risk recorded, per account: an automatic review waits for an admin while any is open.
  await db.schema
    .createTable('open_violations')
    .addColumn('violation_id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('triggered_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('open_violations_account').on('open_violations').column('account_id').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('phase_passed', 'withdrawal_paid')`))
    // What it was issued for ('phase:{enrolment}:{index}', 'withdrawal:{request}'): never issued twice.
    .addColumn('issued_for', 'text', (column) => column.notNull().unique())
    .addColumn('title', 'text', (column) => column.notNull())
    // As printed: first name and last initial at issue time, kept even if the user changes or goes.
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('details', 'jsonb', (column) => column.notNull())
    .addColumn('issued_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('certificates_user').on('certificates').columns(['user_id', 'issued_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('open_violations').execute();
  await db.schema.dropTable('phase_reviews').execute();
  await db.schema.alterTable('enrolment_phases').dropColumn('funding_balance').execute();
}
