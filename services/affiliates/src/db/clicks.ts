import type { Transaction } from 'kysely';
import type { AffiliatesDb } from './types.ts';

/** Counts a visit unless this visitor already clicked this affiliate's link today. */
export async function recordClick(
  trx: Transaction<AffiliatesDb>,
  click: { affiliateId: string; visitor: string; day: string; at: Date },
): Promise<void> {
  await trx
    .insertInto('referral_clicks')
    .values({ affiliate_id: click.affiliateId, visitor: click.visitor, day: click.day, clicked_at: click.at })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}
