import { z } from 'zod';
import { amountTextSchema } from '../money-schemas.ts';
import { PAYMENT_METHODS } from '../payout-methods.ts';
import { WITHDRAWAL_KINDS } from '../withdrawal.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * Both events name the request and its trader: the gateway pushes them over /ws to that trader and
 * to the admins (`withdrawal_update`), whose apps then refetch their lists. Payment details and
 * admin notes stay out of the events; the lists carry them.
 */
const requestRef = {
  requestId: z.string().uuid(),
  userId: z.string().uuid(),
  /** Total profit and the trader's share, as the server computed them (decimal text, never a float). */
  amount: amountTextSchema,
  profitShareAmount: amountTextSchema,
  currency: z.string(),
  /** What the request pays out; absent on events written before affiliate payouts (the profit split). */
  kind: z.enum(WITHDRAWAL_KINDS).optional(),
};

export const withdrawalRequested = defineEvent(
  'payouts',
  'withdrawal.requested',
  'WithdrawalRequested',
  z.object({
    ...requestRef,
    /** The funded account and payment method of a profit split; an affiliate commission has neither. */
    accountId: z.string().uuid().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
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

/** Every event the payouts service publishes, one list: consumers subscribe by these definitions. */
export const payoutsEvents = [withdrawalRequested, withdrawalProcessed] as const;

/** A payouts event with its parsed data, discriminated by `type`. */
export type PayoutsEvent = EventOf<(typeof payoutsEvents)[number]>;
