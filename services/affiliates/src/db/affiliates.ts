import type { Kysely, Transaction } from 'kysely';
import type { AffiliateRow, AffiliatesDb } from './types.ts';

type Db = Kysely<AffiliatesDb> | Transaction<AffiliatesDb>;

export function findAffiliate(db: Db, userId: string): Promise<AffiliateRow | undefined> {
  return db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findAffiliateByCode(db: Db, code: string): Promise<AffiliateRow | undefined> {
  return db.selectFrom('affiliates').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Null when the code is taken (or the trader joined meanwhile): the caller decides which. */
export async function insertAffiliate(
  trx: Transaction<AffiliatesDb>,
  userId: string,
  code: string,
  now: Date,
): Promise<AffiliateRow | null> {
  const row = await trx
    .insertInto('affiliates')
    .values({ user_id: userId, code, joined_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
