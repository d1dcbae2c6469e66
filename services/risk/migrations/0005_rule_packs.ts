import { type Kysely, sql } from 'kysely';

/**
 * Issue 18: the rule pack each account is locked to, verdicts anyone can re-compute, soft-rule
 * violations, and the per-day trading facts targets are judged on.
 *
 * A locked pack has a table of its own rather than columns on risk_accounts: programs' PhaseStarted
 * may arrive before accounts' AccountLinked, and the pack must wait for its account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locked_packs')
    .addColumn('account_id', 'uuid', (column) => column.primaryKey())
    .addColumn('enrolment_id', 'uuid', (column) => column.notNull())
    .addColumn('program', 'jsonb', (column) => column.notNull())
    .addColumn('phase', 'jsonb', (column) => column.notNull())
    .addColumn('rule_pack', 'jsonb', (column) => column.notNull())
    .addColumn('started_at', 'timestamptz', (column) => column.notNull())
    .execute();

  // Every hard rule may now be a breach's; the judged pack, inputs and their digest re-compute it.
  await sql`alter table breaches drop constraint breaches_rule_check`.execute(db);
  await sql`alter table breaches add constraint breaches_rule_check check (rule in ('max_drawdown', 'daily_loss', 'max_loss', 'max_phase_days', 'max_trade_volume', 'max_open_volume', 'expert_advisor', 'max_leverage', 'weekend_holding', 'news_trading', 'inactivity'))`.execute(
    db,
  );
  await db.schema
    .alterTable('breaches')
    .addColumn('rule_pack_id', 'text')
    .addColumn('rule_pack_version', 'integer')
    .addColumn('inputs', 'jsonb')
    .addColumn('hash', 'text')
    .execute();

  await db.schema
    .createTable('violations')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('user_id', 'uuid', (column) => column.notNull())
    .addColumn('mt5_account_id', 'text', (column) => column.notNull())
    .addColumn('rule', 'text', (column) => column.notNull())
    .addColumn('rule_pack_id', 'text', (column) => column.notNull())
    .addColumn('rule_pack_version', 'integer', (column) => column.notNull())
    .addColumn('crossed', 'jsonb', (column) => column.notNull())
    .addColumn('inputs', 'jsonb', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().defaultTo('open').check(sql`status in ('open', 'reviewed')`),
    )
    .addColumn('triggered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'uuid')
    .execute();
  await sql`create index violations_by_account on violations (account_id, triggered_at desc)`.execute(db);

  // One row per account and firm-zone date with a deal: what trading days, consistency and inactivity read.
  await db.schema
    .createTable('trading_days')
    .addColumn('account_id', 'uuid', (column) => column.notNull())
    .addColumn('trading_day', 'date', (column) => column.notNull())
    .addColumn('entry_deals', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('closed_profit', 'numeric(16, 2)', (column) => column.notNull().defaultTo('0'))
    .addColumn('largest_entry_lots', 'numeric(12, 3)', (column) => column.notNull().defaultTo('0'))
    .addColumn('last_deal_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('trading_days_pk', ['account_id', 'trading_day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_days').execute();
  await db.schema.dropTable('violations').execute();
  await db.schema
    .alterTable('breaches')
    .dropColumn('rule_pack_id')
    .dropColumn('rule_pack_version')
    .dropColumn('inputs')
    .dropColumn('hash')
    .execute();
  await db.schema.dropTable('locked_packs').execute();
}
