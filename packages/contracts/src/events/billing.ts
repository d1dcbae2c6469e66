import { z } from 'zod';
import { amountTextSchema } from '../money-schemas.ts';
import { PAYMENT_METHODS, PURCHASE_CURRENCY, PURCHASE_STATUSES, REFUND_KINDS } from '../purchase.ts';
import { defineEvent, type EventOf } from './envelope.ts';

/**
 * What a purchase costs, on every purchase event that names it (issue 23): the list price, the
 * discount code and what it took off, and the price paid. Optional: events written before discount
 * codes carry none, and their price was paid in full.
 */
const pricing = {
  /** The catalogue price before any discount, euro as decimal text. */
  listPrice: amountTextSchema.optional(),
  /** What the trader pays (and what revenue and commissions count): list price less discount. */
  paidPrice: amountTextSchema.optional(),
  /** The code used and the euro it took off; absent without one. */
  discount: z.object({ code: z.string(), amount: amountTextSchema }).optional(),
};

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
    /** Euro price to pay as decimal text, e.g. '249.00': the paid price, after any discount. */
    price: amountTextSchema,
    currency: z.literal(PURCHASE_CURRENCY),
    transactionId: z.string(),
    paymentMethod: z.enum(PAYMENT_METHODS),
    ...pricing,
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
    ...pricing,
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
    ...pricing,
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
    ...pricing,
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
