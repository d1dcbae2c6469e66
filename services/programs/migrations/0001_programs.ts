import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A version is written once and never updated: accounts stay locked to the packs it holds.
  await db.schema
    .createTable('program_versions')
    .addColumn('program_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull().check(sql`version > 0`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('phases', 'jsonb', (column) => column.notNull())
    .addColumn('sizes', 'jsonb', (column) => column.notNull())
    .addColumn('profit_share_percent', 'numeric', (column) => column.notNull())
    .addColumn('review', 'text', (column) => column.notNull().check(sql`review in ('manual', 'automatic')`))
    .addColumn('active', 'boolean', (column) => column.notNull())
    // The admin who made it; null for the seeded versions.
    .addColumn('created_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('program_versions_pk', ['program_id', 'version'])
    .execute();

  await db.schema
    .createTable('enrolments')
    .addColumn('id', 'uuid', (column) => column.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('program_id', 'text', (column) => column.notNull())
    .addColumn('program_version', 'integer', (column) => column.notNull())
    .addColumn('current_phase_index', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('active', 'passed_review', 'failed', 'completed')`),
    )
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addForeignKeyConstraint('enrolments_program_version_fk', ['program_id', 'program_version'], 'program_versions', [
      'program_id',
      'version',
    ])
    .execute();
  await db.schema.createIndex('enrolments_user').on('enrolments').columns(['user_id', 'created_at']).execute();

  // One row per phase an enrolment reached, with the account it is traded on and the pack locked to it.
  await db.schema
    .createTable('enrolment_phases')
    .addColumn('enrolment_id', 'uuid', (column) => column.notNull().references('enrolments.id'))
    .addColumn('phase_index', 'integer', (column) => column.notNull().check(sql`phase_index >= 0`))
    // Unique: an account is in one phase only, so its PhaseStarted is sent once.
    .addColumn('account_id', 'uuid', (column) => column.notNull().unique())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('rule_pack', 'jsonb', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('outcome', 'text', (column) => column.check(sql`outcome in ('passed', 'failed')`))
    .addPrimaryKeyConstraint('enrolment_phases_pk', ['enrolment_id', 'phase_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enrolment_phases').execute();
  await db.schema.dropTable('enrolments').execute();
  await db.schema.dropTable('program_versions').execute();
}
