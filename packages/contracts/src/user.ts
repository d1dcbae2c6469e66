import { z } from 'zod';
import { exportFormatSchema } from './exports.ts';
import { plainText } from './fields.ts';
import { kycStatusSchema } from './kyc.ts';

export const roleSchema = z.enum(['trader', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** A trader's profile as every view of it names its fields. */
export const profileFields = {
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  createdAt: z.string(),
};

/** GET /api/user: the signed-in trader. */
export const currentUserSchema = z.object({
  ...profileFields,
  /** Whether they followed the link in their verification e-mail (withdrawals and card payments need it). */
  emailVerified: z.boolean(),
  /** Whether they agreed to marketing e-mails, and when they chose (null for accounts older than the choice). */
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A user as listed for admins: the profile plus the nested account link and KYC status. */
export const adminUserSchema = z.object({
  ...currentUserSchema.shape,
  kycStatus: kycStatusSchema,
  account: z.object({ mt5AccountId: z.string().nullable() }).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.array(adminUserSchema);

export const adminUsersQuerySchema = exportFormatSchema.extend({
  search: plainText().max(200).optional(),
});

export const currentAdminSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
});
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

export const idParamSchema = z.object({ id: z.string().uuid({ error: 'Not found' }) });
export const userIdParamSchema = z.object({ userId: z.string().uuid({ error: 'Not found' }) });
