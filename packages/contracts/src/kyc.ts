import { z } from 'zod';
import { plainText } from './fields.ts';
import { KYC_CONTENT_TYPES, KYC_DOCUMENT_KINDS } from './kyc-documents.ts';
import { KYC_MESSAGES } from './kyc-messages.ts';

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const kycStatusSchema = z.enum(KYC_STATUSES);
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const kycDocumentKindSchema = z.enum(KYC_DOCUMENT_KINDS);
export type KycDocumentKind = z.infer<typeof kycDocumentKindSchema>;

export const kycContentTypeSchema = z.enum(KYC_CONTENT_TYPES);
export type KycContentType = z.infer<typeof kycContentTypeSchema>;

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
  /** Whether document files are kept for this user (a rejected trader's stay until replaced). */
  hasDocuments: z.boolean(),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});
export type KycRecord = z.infer<typeof kycRecordSchema>;

export const kycDecisionSchema = z.object({
  status: z.enum(KYC_STATUSES, { error: KYC_MESSAGES.status }),
  reason: plainText({ lines: 'multi' }).max(500).optional(),
});
export type KycDecisionInput = z.input<typeof kycDecisionSchema>;

/** POST /api/kyc/upload answers with the spec's success text and the trader's new state. */
export const kycUploadResultSchema = z.object({ message: z.string(), kyc: traderKycSchema });
export type KycUploadResult = z.infer<typeof kycUploadResultSchema>;

/** A stored document as admins see it; the file itself comes from the download route. */
export const kycDocumentSchema = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  kind: kycDocumentKindSchema,
  contentType: kycContentTypeSchema,
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  originalName: z.string(),
  createdAt: z.string(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const kycDocumentIdParamSchema = z.object({ documentId: z.string().uuid({ error: 'Not found' }) });

/** `inline` lets the admin viewer show a PDF or image in place; the default downloads it. */
export const kycDocumentDownloadQuerySchema = z.object({
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});
