import { z } from 'zod';

export const WITHDRAWAL_MESSAGES = {
  paymentMethod: 'Please select a payment method',
  failed: 'Failed to submit withdrawal request',
  submitted: 'Withdrawal request submitted successfully.',
  saturdayOnly: 'Withdrawals are only allowed on Saturdays',
  restricted: 'Withdrawals are only available on Saturdays. Please return on Saturday to submit your request.',
  minimumHint: 'You need profit above €10.00 to enable withdrawal.',
} as const;

export const PAYMENT_METHODS = ['bank', 'crypto'] as const;
export const CRYPTO_TYPES = ['btc', 'eth', 'usdt', 'usdc'] as const;
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const bankDetailsSchema = z.object({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: WITHDRAWAL_MESSAGES.paymentMethod }),
  bankName: z.string().trim().max(200).optional(),
  accountNumber: z.string().trim().max(64).optional(),
  iban: z.string().trim().max(64).optional(),
  swiftCode: z.string().trim().max(16).optional(),
  accountHolder: z.string().trim().max(200).optional(),
  cryptoWallet: z.string().trim().max(128).optional(),
  cryptoType: z.enum(CRYPTO_TYPES).optional(),
  additionalNotes: z.string().trim().max(1000).optional(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const withdrawalSubmitSchema = z.object({
  amount: z.number().positive(),
  profitAmount: z.number().positive(),
  currency: z.string().trim().length(3).default('USD'),
  bankDetails: bankDetailsSchema,
});
export type WithdrawalSubmitInput = z.input<typeof withdrawalSubmitSchema>;

export const withdrawalRequestSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number(),
  currency: z.string(),
  profitShareAmount: z.number(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  adminNotes: z.string().nullable(),
  bankDetails: bankDetailsSchema,
  user: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalDecisionSchema = z.object({
  status: z.enum(['approved', 'rejected']),
  adminNotes: z.string().trim().max(2000).optional(),
});
