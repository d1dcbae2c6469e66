import { referralCodeSchema } from '@prop/contracts/affiliates';
import { userRegistered } from '@prop/contracts/events/identity';
import { onEvents } from '@prop/service-kit/on-event';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { findAffiliateByCode } from '../db/affiliates.ts';
import { paidPurchaseIdsOf } from '../db/purchases.ts';
import { insertReferral } from '../db/referrals.ts';
import type { AffiliatesDb } from '../db/types.ts';
import { sameMailbox } from '../domain/same-mailbox.ts';
import { settleCommission } from './settle-commission.ts';

/**
 * A registration through a referral link is attributed to its affiliate, once. An unknown code is
 * ignored (identity passes on whatever the browser sent), and so is an affiliate referring
 * themselves under another address of their own mailbox. Purchases already paid when the
 * registration is handled (the two come from different streams) earn their commission now.
 */
export function startReferrals(runtime: HandlerRuntime<AffiliatesDb>) {
  return onEvents(
    runtime,
    { durable: 'affiliates-referrals', events: [userRegistered] },
    async (event, { trx, now }) => {
      const code = referralCodeSchema.safeParse(event.data.referralCode ?? '');
      if (!code.success) return;
      const affiliate = await findAffiliateByCode(trx, code.data);
      if (!affiliate || affiliate.user_id === event.data.userId) return;
      const affiliateUser = await trx
        .selectFrom('known_users')
        .select('email')
        .where('id', '=', affiliate.user_id)
        .executeTakeFirst();
      if (affiliateUser && sameMailbox(affiliateUser.email, event.data.email)) return;
      await insertReferral(trx, {
        userId: event.data.userId,
        affiliateId: affiliate.user_id,
        registeredAt: event.occurredAt,
      });
      for (const purchaseId of await paidPurchaseIdsOf(trx, event.data.userId)) {
        await settleCommission(trx, purchaseId, now);
      }
    },
  );
}
