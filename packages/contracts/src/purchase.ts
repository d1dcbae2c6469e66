import { z } from 'zod';
import { adminNotesSchema } from './admin-notes.ts';
import { plainText, requiredText } from './fields.ts';

/** The spec's texts (sections 5 and 8). */
export const PURCHASE_MESSAGES = {
  failed: 'Failed to process purchase',
  invalidTier: 'Invalid tier selected',
  updateFailed: 'Failed to update purchase status',
} as const;

/** The server's own texts where the spec has none. */
export const PURCHASE_SERVER_MESSAGES = {
  amountMismatch: 'The amount does not match the selected tier',
  priceMismatch: 'The price does not match the selected tier',
  notFound: 'Purchase not found',
  notAwaitingPayment: 'This purchase is no longer awaiting payment',
  cardUnavailable: 'Card payments are not available. Please pay by bank transfer.',
  cardCheckoutFailed: 'Card payment could not be started. Please try again or pay by bank transfer.',
  badSignature: 'Invalid Stripe signature',
  programNotOnSale: 'This program is not on sale',
  notRefundable: 'Only a card purchase that was paid can be refunded',
  refundTooLarge: 'The refund is larger than what is left to refund',
  refundFailed: 'The refund could not be made with Stripe. Please try again.',
  refundReason: 'Please give a reason for the refund',
  refundAmount: 'Please enter an amount in euro, e.g. 49.00',
  noReceipt: 'A receipt exists once the purchase is paid',
} as const;

/**
 * Where a card payment stands while the purchase awaits it (issue 20): a Checkout session is open,
 * or the last one failed (an asynchronous method was declined) or expired. Either way the trader
 * can pay again. Null when no card payment was started, and once the purchase is decided.
 */
export const CARD_PAYMENT_STATES = ['open', 'failed', 'expired'] as const;
export type CardPaymentState = (typeof CARD_PAYMENT_STATES)[number];

/** What the trader reads for a card payment that did not go through. */
export const CARD_PAYMENT_STATE_TEXTS: Record<Exclude<CardPaymentState, 'open'>, string> = {
  failed: 'payment failed',
  expired: 'payment expired',
};

/** Why money went back: an admin's refund, a second payment of a paid purchase, or one made in Stripe's dashboard. */
export const REFUND_KINDS = ['admin', 'duplicate_payment', 'stripe'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

export const refundRecordSchema = z.object({
  id: z.string(),
  /** Euro as decimal text, e.g. '49.00'. */
  amount: z.string(),
  kind: z.enum(REFUND_KINDS),
  reason: z.string().nullable(),
  /** An admin's id, or 'stripe'. */
  refundedBy: z.string(),
  refundedAt: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecordSchema>;

/** A card dispute (chargeback) as Stripe reports it: open until the bank decides, then won or lost. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const disputeRecordSchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  /** Euro as decimal text. */
  amount: z.string(),
  /** Stripe's reason code, e.g. 'fraudulent', 'product_not_received'. */
  reason: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type DisputeRecord = z.infer<typeof disputeRecordSchema>;

export const PURCHASE_STATUSES = ['pending', 'approved', 'not_received'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Bank transfer is the default, approved by an admin; card payments exist when Stripe is configured. */
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A payment method as people read it, on screens and on the receipt. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { bank_transfer: 'Bank transfer', card: 'Card' };

/** Every tier is priced in euro. */
export const PURCHASE_CURRENCY = 'EUR';

/** Who processed a purchase paid by card: Stripe's verified webhook rather than an admin. */
export const PROCESSED_BY_STRIPE = 'stripe';

export const purchaseSubmitSchema = z.object({
  tierId: plainText({ message: PURCHASE_MESSAGES.invalidTier }).min(1, PURCHASE_MESSAGES.invalidTier).max(50),
  amount: z.number(),
  price: z.number(),
  /** The program bought (issue 18); absent: Instant Funding, the spec's product. */
  programId: plainText().min(1).max(40).optional(),
  /**
   * A discount code (issue 23), compared in capitals. `price` stays the list price the trader was
   * shown; the server works out the discount and the price paid, whatever the client thinks they are.
   */
  discountCode: plainText().toUpperCase().max(40).optional(),
});
export type PurchaseSubmitInput = z.input<typeof purchaseSubmitSchema>;

/**
 * The purchase record (docs/product-rules.md §3); `user` is present where the buyer's name is known.
 * `price` is what the trader pays: the list price less any discount.
 */
export const purchaseSchema = z.object({
  id: z.string(),
  amount: z.number(),
  price: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  transactionId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  /** An admin's id, or 'stripe' for a card payment confirmed by Stripe. */
  processedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).optional(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** What the trader transfers, quoting `reference` so the payment can be matched to the purchase. */
export const bankTransferSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  /** Exact euro amount as decimal text, e.g. '249.00'. */
  amount: z.string(),
  currency: z.literal(PURCHASE_CURRENCY),
});
export type BankTransfer = z.infer<typeof bankTransferSchema>;

export const purchaseDiscountSchema = z.object({ code: z.string(), amount: z.string() });
export type PurchaseDiscount = z.infer<typeof purchaseDiscountSchema>;

const purchaseDetails = {
  tierId: z.string(),
  tierName: z.string(),
  currency: z.literal(PURCHASE_CURRENCY),
  updatedAt: z.string(),
  /** Where a card payment stands while the purchase awaits it; null otherwise. */
  cardPaymentState: z.enum(CARD_PAYMENT_STATES).nullable(),
  /** Euro refunded so far as decimal text, '0.00' when nothing was. */
  refundedAmount: z.string(),
  /** Whether a PDF receipt can be downloaded: every paid (approved) purchase has one. */
  receipt: z.boolean(),
  /** The latest card dispute, if the payment was ever disputed. */
  dispute: disputeRecordSchema.nullable(),
  /** The catalogue price before any discount, euro as decimal text; `price` is what is paid. */
  listPrice: z.string(),
  /** The discount code used and the euro it took off (decimal text); null without one. */
  discount: purchaseDiscountSchema.nullable(),
};

/**
 * A trader's own purchase. While it is pending, `payment` says how to pay it: the bank transfer
 * details, and whether card payment (Stripe Checkout) can be started instead.
 */
export const traderPurchaseSchema = purchaseSchema.omit({ user: true }).extend({
  ...purchaseDetails,
  payment: z.object({ bankTransfer: bankTransferSchema, card: z.boolean() }).nullable(),
});
export type TraderPurchase = z.infer<typeof traderPurchaseSchema>;

/** One recorded decision on a purchase: who, when, from which status to which, with what notes. */
export const purchaseDecisionRecordSchema = z.object({
  from: z.enum(PURCHASE_STATUSES),
  to: z.enum(PURCHASE_STATUSES),
  decidedBy: z.string(),
  notes: z.string().nullable(),
  decidedAt: z.string(),
});
export type PurchaseDecisionRecord = z.infer<typeof purchaseDecisionRecordSchema>;

export const adminPurchaseSchema = purchaseSchema.extend({
  ...purchaseDetails,
  userId: z.string(),
  history: z.array(purchaseDecisionRecordSchema),
  /** Every refund, oldest first. */
  refunds: z.array(refundRecordSchema),
  /** Euro paid by card and not yet refunded, as decimal text: the most a refund can be. */
  refundable: z.string(),
});
export type AdminPurchase = z.infer<typeof adminPurchaseSchema>;

/** The admin purchases screen: both lists and the revenue of approved purchases, in exact euro. */
export const adminPurchaseListSchema = z.object({
  pending: z.array(adminPurchaseSchema),
  processed: z.array(adminPurchaseSchema),
  /** Sum of approved purchases' prices as decimal text, e.g. '628.00'. */
  totalRevenue: z.string(),
  currency: z.literal(PURCHASE_CURRENCY),
});
export type AdminPurchaseList = z.infer<typeof adminPurchaseListSchema>;

export const purchaseIdParamSchema = z.object({ id: z.string().uuid({ error: PURCHASE_SERVER_MESSAGES.notFound }) });

export const purchaseDecisionSchema = z.object({
  status: z.enum(PURCHASE_STATUSES),
  adminNotes: adminNotesSchema,
});
export type PurchaseDecisionInput = z.infer<typeof purchaseDecisionSchema>;

/**
 * POST /api/admin/purchases/{id}/refund: an admin gives money back for a card purchase, all of
 * it (no amount) or part. A full refund closes the account the purchase provisioned unless the
 * admin keeps it.
 */
export const purchaseRefundSchema = z.object({
  /** Euro as decimal text, e.g. '49.00'; absent: everything still refundable. */
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, PURCHASE_SERVER_MESSAGES.refundAmount)
    .refine((text) => Number(text) > 0, PURCHASE_SERVER_MESSAGES.refundAmount)
    .optional(),
  reason: requiredText(PURCHASE_SERVER_MESSAGES.refundReason, 500),
  keepAccount: z.boolean().default(false),
});
export type PurchaseRefundInput = z.input<typeof purchaseRefundSchema>;

/** Where to send the trader to pay by card (Stripe Checkout). */
export const cardCheckoutSchema = z.object({ sessionId: z.string(), url: z.string().url() });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;
