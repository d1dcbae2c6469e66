import { z } from 'zod';

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const KYC_MESSAGES = {
  missingDocuments: 'Please select both documents',
  uploaded: 'Documents uploaded successfully. Your application is under review.',
  uploadFailed: 'Failed to upload documents',
  status: 'Please select a status',
} as const;

/** GET /api/kyc: the trader's own verification state. */
export const traderKycSchema = z.object({
  status: kycStatusSchema,
  documentUploaded: z.boolean(),
  verified: z.boolean(),
  rejectionReason: z.string().nullable(),
});
export type TraderKyc = z.infer<typeof traderKycSchema>;

export const kycRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  status: kycStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  documentUploaded: z.boolean(),
  verified: z.boolean(),
  rejectionReason: z.string().nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

export const kycDecisionSchema = z.object({
  status: z.enum(KYC_STATUSES, { error: KYC_MESSAGES.status }),
  reason: z.string().trim().max(500).optional(),
});
export type KycDecisionInput = z.input<typeof kycDecisionSchema>;
