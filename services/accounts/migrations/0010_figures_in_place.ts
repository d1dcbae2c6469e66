import { type Kysely, sql } from 'kysely';

/**
 * Every open account's row is rewritten with its latest MT5 figures every 30 s. On full pages each
 * rewrite put the new row on another page and added it to all six indexes; half-empty pages let
 * PostgreSQL write it beside the old one with no index touched (a HOT update, as none of the
 * figures is indexed). At 50,000 accounts that halved PostgreSQL's CPU for a round of writes
 * (bench/equity-feed), and the table no longer grows between vacuums. Rows already stored move to
 * such pages at their next write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_accounts set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table trading_accounts reset (fillfactor)`.execute(db);
}
