import { z } from 'zod';
import { SECOND_FACTORS } from './admin-passkeys.ts';
import { currentAdminSchema } from './user.ts';

/** What the admin sign-in and the Security page show and the server answers, word for word. */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit verification code from your authenticator app.',
  codeFormat: 'Verification code must be 6 digits',
  invalidCode: 'Invalid verification code',
  alreadyEnabled: 'Two-factor authentication is already enabled',
  notEnabled: 'Two-factor authentication is not enabled',
  noEnrolment: 'Start the enrolment first',
  requiredCannotDisable: 'Two-factor authentication is required for every admin and cannot be turned off',
  enrolmentRequired:
    'Two-factor authentication is required: enrol an authenticator app on the Security page before using the admin area.',
  enabled: 'Two-factor authentication enabled',
  disabled: 'Two-factor authentication disabled',
} as const;

/** Six digits, as every authenticator app shows them; spaces a user types between groups are dropped. */
export const totpCodeField = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, SECOND_FACTOR_MESSAGES.codeFormat));

/** POST /api/admin/security/totp/confirm and /disable. */
export const totpCodeSchema = z.object({ code: totpCodeField });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

/** GET /api/admin/security/totp: whether the admin has a second factor, and whether the firm requires one. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  /** Enrolment started and not yet confirmed with a code. */
  pending: z.boolean(),
  required: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** POST /api/admin/security/totp/enrol: not active until confirmed with a current code. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  /** The same URI as a QR code (a PNG data URL), for scanning. */
  qrCodeDataUrl: z.string().startsWith('data:image/png;base64,'),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/**
 * 200 of POST /api/admin/login. `secondFactorEnrolmentRequired` is true when the firm requires a
 * second factor and this admin has none: the session then opens the Security page only.
 */
export const adminLoginResponseSchema = z.object({
  message: z.string(),
  admin: currentAdminSchema,
  secondFactorEnrolmentRequired: z.boolean(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/**
 * 401 of POST /api/admin/login: `codeRequired` says the password was right and a second factor must
 * follow; `factors` names the ones this admin has, the preferred first.
 */
export const adminLoginRefusedSchema = z.object({
  message: z.string(),
  codeRequired: z.literal(true).optional(),
  factors: z.array(z.enum(SECOND_FACTORS)).optional(),
});
export type AdminLoginRefused = z.infer<typeof adminLoginRefusedSchema>;

/**
 * The Redis key that marks an admin session as able to enrol a second factor and nothing else.
 * Identity sets it at sign-in (and removes it on confirmation); the gateway reads it on every
 * admin request, so both must spell it alike.
 */
export const enrolmentOnlySessionKey = (redisPrefix: string, sessionId: string) =>
  `${redisPrefix}admin-enrolment-only:${sessionId}`;
