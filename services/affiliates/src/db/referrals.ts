import type { Transaction } from 'kysely';
import type { AffiliatesDb } from './types.ts';

/** Stores the attribution; a trader already attributed keeps their first affiliate. */
export async function insertReferral(
  trx: Transaction<AffiliatesDb>,
  referral: { userId: string; affiliateId: string; registeredAt: string },
): Promise<void> {
  await trx
    .insertInto('referrals')
    .values({ user_id: referral.userId, affiliate_id: referral.affiliateId, registered_at: referral.registeredAt })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

export function findReferral(trx: Transaction<AffiliatesDb>, userId: string) {
  return trx.selectFrom('referrals').selectAll().where('user_id', '=', userId).executeTakeFirst();
}
