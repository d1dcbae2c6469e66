import { z } from 'zod';

export const PURCHASE_MESSAGES = {
  failed: 'Failed to process purchase',
  invalidTier: 'Invalid tier selected',
  updateFailed: 'Failed to update purchase status',
} as const;

export const PURCHASE_STATUSES = ['pending', 'approved', 'not_received'] as const;

export const purchaseSubmitSchema = z.object({
  tierId: z.string({ error: PURCHASE_MESSAGES.invalidTier }).min(1, PURCHASE_MESSAGES.invalidTier).max(50),
  amount: z.number(),
  price: z.number(),
});
export type PurchaseSubmitInput = z.input<typeof purchaseSubmitSchema>;

export const purchaseSchema = z.object({
  id: z.string(),
  amount: z.number(),
  price: z.number(),
  status: z.enum(PURCHASE_STATUSES),
  transactionId: z.string(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).optional(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const purchaseDecisionSchema = z.object({
  status: z.enum(PURCHASE_STATUSES),
  adminNotes: z.string().trim().max(2000).optional(),
});
