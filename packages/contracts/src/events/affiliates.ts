import { z } from 'zod';
import { amountTextSchema } from '../money-schemas.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * An affiliate asked to be paid their whole available commission (issue 23): affiliates reserved it
 * as payout `payoutId`, and payouts turns it into a withdrawal request of kind `affiliate_commission`
 * with that same id, so the decision event names the payout.
 */
export const affiliatePayoutRequested = defineEvent(
  'affiliates',
  'payout.requested',
  'AffiliatePayoutRequested',
  z.object({
    payoutId: z.string().uuid(),
    userId: z.string().uuid(),
    /** The reserved commission, euro as decimal text. */
    amount: amountTextSchema,
    currency: z.literal('EUR'),
    requestedAt: z.string(),
  }),
);

/** Every event the affiliates service publishes. */
export const affiliatesEvents = [affiliatePayoutRequested] as const;
export type AffiliatesEvent = EventOf<(typeof affiliatesEvents)[number]>;
