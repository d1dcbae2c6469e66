import { z } from 'zod';
import { amountTextSchema } from '../money.ts';
import { PAYMENT_METHODS, PURCHASE_CURRENCY, PURCHASE_STATUSES, REFUND_KINDS } from '../purchase.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/** A trader submitted a purchase; it awaits payment (bank transfer or card). */
export const purchaseCreated = defineEvent(
  'billing',
  'purchase.created',
  'PurchaseCreated',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    tierId: z.string(),
    amount: z.number().int().positive(),
    /** Euro price as decimal text, e.g. '249.00'. */
    price: amountTextSchema,
    currency: z.literal(PURCHASE_CURRENCY),
    transactionId: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
  }),
);

/** A purchase's status or notes changed (an admin's decision, or a card payment confirmed by Stripe). */
export const purchaseUpdated = defineEvent(
  'billing',
  'purchase.updated',
  'PurchaseUpdated',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    from: z.enum(PURCHASE_STATUSES),
    to: z.enum(PURCHASE_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** An admin's id, or 'stripe'. */
    decidedBy: z.string(),
  }),
);

/**
 * A purchase was approved for the first time: the accounts service provisions a trading account of
 * the tier's size for the user. `amount` is the tier's funding size in whole currency units.
 * Published once per purchase, however often it is approved.
 */
export const purchaseApproved = defineEvent(
  'billing',
  'purchase.approved',
  'PurchaseApproved',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    tierId: z.string(),
    amount: z.number().int().positive(),
    /** The program bought and the version on sale then; absent: Instant Funding at its current version. */
    program: z
      .object({
        id: z.string(),
        version: z.number().int().positive(),
        /** The program's name then, the account's type; absent from events written before it. */
        name: z.string().optional(),
      })
      .optional(),
  }),
);

/**
 * Money went back to the trader's card. `closeAccount` asks accounts to close the trading account
 * the purchase provisioned (a full refund, unless the admin kept the account).
 */
export const purchaseRefunded = defineEvent(
  'billing',
  'purchase.refunded',
  'PurchaseRefunded',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    /** Stripe's refund id. */
    refundId: z.string(),
    /** This refund and everything refunded so far, euro as decimal text. */
    amount: amountTextSchema,
    refundedTotal: amountTextSchema,
    full: z.boolean(),
    kind: z.enum(REFUND_KINDS),
    closeAccount: z.boolean(),
    /** An admin's id, or 'stripe'. */
    refundedBy: z.string(),
  }),
);

/** The card payment of a purchase was disputed: accounts freezes the account it provisioned. */
export const purchaseDisputed = defineEvent(
  'billing',
  'purchase.disputed',
  'PurchaseDisputed',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    disputeId: z.string(),
    amount: amountTextSchema,
    reason: z.string(),
  }),
);

/**
 * A dispute was decided. Won: accounts lifts the freeze. Lost: the money went back to the card
 * holder and accounts closes the account.
 */
export const purchaseDisputeClosed = defineEvent(
  'billing',
  'purchase.dispute_closed',
  'PurchaseDisputeClosed',
  z.object({
    purchaseId: z.string().uuid(),
    userId: z.string().uuid(),
    disputeId: z.string(),
    outcome: z.enum(['won', 'lost']),
  }),
);

/** Every event the billing service publishes, one list: consumers subscribe by these definitions. */
export const billingEvents = [
  purchaseCreated,
  purchaseUpdated,
  purchaseApproved,
  purchaseRefunded,
  purchaseDisputed,
  purchaseDisputeClosed,
] as const;

/** A billing event with its parsed data, discriminated by `type`. */
export type BillingEvent = EventOf<(typeof billingEvents)[number]>;
