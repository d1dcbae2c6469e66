import { affiliatePayoutRequested } from '@prop/contracts/events/affiliates';
import { withdrawalRequested } from '@prop/contracts/events/payouts';
import { onEvents } from '@prop/service-kit/on-event';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { recordRequested } from '../db/withdrawal-history.ts';
import type { PayoutsDb } from '../db/types.ts';
import { insertCommissionWithdrawal } from '../db/withdrawal-requests.ts';

/**
 * An affiliate's payout request (issue 23) becomes a pending `affiliate_commission` withdrawal,
 * reviewed by admins like any other (maker-checker above WITHDRAWAL_SECOND_APPROVAL_ABOVE). None
 * of the profit split's rules apply: the affiliates service reserved the money already. Its id is
 * the payout's, so a redelivered event finds it there and changes nothing.
 */
export function startAffiliatePayouts(runtime: HandlerRuntime<PayoutsDb>) {
  return onEvents(
    runtime,
    { durable: 'payouts-affiliate-payouts', events: [affiliatePayoutRequested] },
    async (event, { trx, now, emit }) => {
      const { payoutId, userId, amount, currency } = event.data;
      const inserted = await insertCommissionWithdrawal(trx, { payoutId, userId, amount, currency, createdAt: now });
      if (!inserted) return;
      await recordRequested(trx, payoutId, userId, now);
      await emit(withdrawalRequested, {
        requestId: payoutId,
        userId,
        amount: inserted.amount,
        profitShareAmount: inserted.profit_share_amount,
        currency,
        kind: 'affiliate_commission',
        requestedAt: now.toISOString(),
      });
    },
  );
}
