import { type Kysely, sql, type Transaction } from 'kysely';
import type { AffiliatesDb } from './types.ts';

type Db = Kysely<AffiliatesDb> | Transaction<AffiliatesDb>;

export async function loadRates(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('commission_rates').selectAll().execute();
  return new Map(rows.map((row) => [row.scope, row.rate_bps]));
}

/** Replaces every rate at once, under a lock so two editors cannot interleave their lists. */
export async function replaceRates(trx: Transaction<AffiliatesDb>, rates: ReadonlyMap<string, number>): Promise<void> {
  await sql`lock table commission_rates in exclusive mode`.execute(trx);
  await trx.deleteFrom('commission_rates').execute();
  await trx
    .insertInto('commission_rates')
    .values([...rates].map(([scope, rate_bps]) => ({ scope, rate_bps })))
    .execute();
}
