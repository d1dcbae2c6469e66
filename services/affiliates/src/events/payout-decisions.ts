import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { onEvents } from '@prop/service-kit/on-event';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { settlePayout } from '../db/commission-payouts.ts';
import type { AffiliatesDb } from '../db/types.ts';

/**
 * Payouts' final decisions on affiliate_commission withdrawals (their request id is the payout's):
 * approved pays the reserved commission, rejected releases it. A first of two approvals publishes
 * nothing, so the money stays reserved until the second. Other kinds are not ours.
 */
export function startPayoutDecisions(runtime: HandlerRuntime<AffiliatesDb>) {
  return onEvents(
    runtime,
    { durable: 'affiliates-payout-decisions', events: [withdrawalProcessed] },
    async (event, { trx, now }) => {
      if (event.data.kind !== 'affiliate_commission') return;
      await settlePayout(trx, event.data.requestId, event.data.status === 'approved' ? 'paid' : 'released', now);
    },
  );
}
