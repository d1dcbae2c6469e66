import { type Kysely, sql } from 'kysely';

/**
 * A counter per MT5 account, moved whenever its closed trades change: what an answer computed from
 * all of them (the statistics) is cached against, read by primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trading_versions (
      mt5_account_id text primary key,
      trades bigint not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trading_versions').execute();
}
