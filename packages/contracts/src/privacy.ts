import { z } from 'zod';
import { kycContentTypeSchema, kycDocumentKindSchema, kycStatusSchema } from './kyc.ts';
import { servicesUserDataSchema } from './user-data.ts';
import { profileFields } from './user.ts';

export const PRIVACY_MESSAGES = {
  sessionNotFound: 'This session has already ended.',
  sessionEnded: 'Session ended',
  allSessionsEnded: 'Signed out everywhere',
  deletionAlreadyRequested: 'You have already asked for your account to be deleted.',
  noDeletionRequest: 'You have not asked for your account to be deleted.',
  deletionRequestNotFound: 'There is no pending deletion request for this user.',
  deletionConfirmed: 'User deleted',
  deletionRejected: 'Deletion request rejected',
} as const;

/**
 * One of the trader's signed-in sessions. `id` is a public name for it (a hash prefix), never the
 * session's own id, which is what the cookie proves.
 */
export const traderSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  device: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type TraderSession = z.infer<typeof traderSessionSchema>;
export const traderSessionListSchema = z.array(traderSessionSchema);

export const sessionIdParamSchema = z.object({ id: z.string().max(64) });

export const consentInputSchema = z.object({ marketingConsent: z.boolean() });
export type ConsentInput = z.infer<typeof consentInputSchema>;

export const DELETION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const deletionStatusSchema = z.enum(DELETION_STATUSES);

/** The trader's own deletion request. */
export const deletionRequestSchema = z.object({
  status: deletionStatusSchema,
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DeletionRequest = z.infer<typeof deletionRequestSchema>;

/** A deletion request as admins list it, with who asked and which admin decided. */
export const adminDeletionRequestSchema = deletionRequestSchema.extend({
  userId: z.string().uuid(),
  /** Null once the account is gone. */
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type AdminDeletionRequest = z.infer<typeof adminDeletionRequestSchema>;
export const adminDeletionRequestListSchema = z.array(adminDeletionRequestSchema);

/**
 * GET /api/user/export: everything identity holds on the trader (KYC files are described, not
 * included), and under `services` what every other service holds, gathered at export time.
 */
export const userExportSchema = z.object({
  exportedAt: z.string(),
  profile: z.object({
    ...profileFields,
    updatedAt: z.string(),
    termsAcceptedAt: z.string(),
  }),
  marketing: z.object({ consent: z.boolean(), consentAt: z.string().nullable() }),
  emailVerification: z.object({ verified: z.boolean(), verifiedAt: z.string().nullable() }),
  kyc: z.object({
    status: kycStatusSchema,
    rejectionReason: z.string().nullable(),
    submittedAt: z.string().nullable(),
    documents: z.array(
      z.object({
        kind: kycDocumentKindSchema,
        fileName: z.string(),
        contentType: kycContentTypeSchema,
        size: z.number(),
        uploadedAt: z.string(),
      }),
    ),
  }),
  tradingAccounts: z.array(z.object({ mt5AccountId: z.string() })),
  sessions: traderSessionListSchema,
  deletionRequests: z.array(deletionRequestSchema),
  services: servicesUserDataSchema,
});
export type UserExport = z.infer<typeof userExportSchema>;
