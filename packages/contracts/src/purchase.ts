import { z } from 'zod';
import { adminNotesSchema } from './admin-notes.ts';
import { plainText } from './fields.ts';

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
} as const;

export const PURCHASE_STATUSES = ['pending', 'approved', 'not_received'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Bank transfer is the default, approved by an admin; card payments exist when Stripe is configured. */
export const PAYMENT_METHODS = ['bank_transfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
});
export type PurchaseSubmitInput = z.input<typeof purchaseSubmitSchema>;

/** The purchase record (docs/product-rules.md §3); `user` is present where the buyer's name is known. */
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

const purchaseDetails = {
  tierId: z.string(),
  tierName: z.string(),
  currency: z.literal(PURCHASE_CURRENCY),
  updatedAt: z.string(),
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

/** Where to send the trader to pay by card (Stripe Checkout). */
export const cardCheckoutSchema = z.object({ sessionId: z.string(), url: z.string().url() });
export type CardCheckout = z.infer<typeof cardCheckoutSchema>;
