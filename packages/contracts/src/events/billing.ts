import { z } from 'zod';
import { defineEvent } from './envelope.ts';

/**
 * An admin approved a funding purchase: the accounts service provisions a trading account of the
 * tier's size for the user. `amount` is the tier's funding size in whole currency units.
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
  }),
);
