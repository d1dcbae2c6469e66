import { z } from 'zod';
import { PAYMENT_METHODS } from '../withdrawal.ts';
import { defineEvent } from './envelope.ts';

/** A decimal amount as text (numeric in the database), so money never passes through a float. */
const decimalText = z.string().regex(/^\d+(\.\d{1,2})?$/);

/**
 * Both events name the request and its trader: the gateway pushes them over /ws to that trader and
 * to the admins (`withdrawal_update`), whose apps then refetch their lists. Payment details and
 * admin notes stay out of the events; the lists carry them.
 */
const requestRef = {
  requestId: z.string().uuid(),
  userId: z.string().uuid(),
  /** Total profit and the trader's share, as the server computed them. */
  amount: decimalText,
  profitShareAmount: decimalText,
  currency: z.string(),
};

export const withdrawalRequested = defineEvent(
  'payouts',
  'withdrawal.requested',
  'WithdrawalRequested',
  z.object({
    ...requestRef,
    accountId: z.string().uuid(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    requestedAt: z.string(),
  }),
);

/** An admin approved or rejected a request (once: a decided request is never decided again). */
export const withdrawalProcessed = defineEvent(
  'payouts',
  'withdrawal.processed',
  'WithdrawalProcessed',
  z.object({
    ...requestRef,
    status: z.enum(['approved', 'rejected']),
    processedBy: z.string().uuid(),
    processedAt: z.string(),
  }),
);
