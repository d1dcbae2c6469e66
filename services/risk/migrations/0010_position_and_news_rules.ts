import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: the rules judged on positions, news and time. `open_positions` keeps each account's
 * latest set (PositionsChanged carries the whole set) so open volume and weekend holding survive
 * a restart; `news_events` the calendar's high-impact schedule; `rule_checks` the periods a
 * scheduled or once-only rule was judged for, so replicas, retries and each minute's run record
 * a verdict once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('open_positions')
    .addColumn('account_id', 'uuid', (column) => column.primaryKey())
    .addColumn('positions', 'jsonb', (column) => column.notNull())
    .addColumn('changed_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('news_events')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('at', 'timestamptz', (column) => column.notNull())
    .execute();
  await sql`create index news_events_by_time on news_events (at)`.execute(db);

  await db.schema
    .createTable('rule_checks')
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    // What the check was for: a Friday close, an idle stretch's start, a phase's start (ISO text).
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('checked_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('rule_checks_pk', ['account_id', 'rule', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rule_checks').execute();
  await db.schema.dropTable('news_events').execute();
  await db.schema.dropTable('open_positions').execute();
}
