import { z } from 'zod';

/** What the admin sign-in and the Security page show about passkeys and recovery codes, word for word. */
export const PASSKEY_MESSAGES = {
  factorRequired: 'Confirm it is you with your passkey or a recovery code.',
  invalidPasskey: 'Your passkey could not be verified. Please try again.',
  noPasskey: 'No passkey is registered for this account',
  unavailable: 'Passkeys are not available on this address',
  requestExpired: 'The passkey request expired. Please try again.',
  added: 'Passkey added',
  removed: 'Passkey removed',
  notFound: 'Passkey not found',
  alreadyAdded: 'This passkey is already registered',
  lastFactor:
    'A second factor is required for every admin: add another passkey or an authenticator app before removing this one',
  nameRequired: 'Give the passkey a name',
  nameTooLong: 'Keep the name under 60 characters',
  invalidRecoveryCode: 'Invalid recovery code',
  recoveryCodeFormat: 'Recovery code must be 16 letters and digits',
} as const;

/** Every second factor an admin may hold; the sign-in's 401 lists the ones this admin has. */
export const SECOND_FACTORS = ['passkey', 'totp', 'recovery-code'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The base64url text WebAuthn's JSON forms carry. */
const base64Url = z.string().regex(/^[A-Za-z0-9_-]*$/);
/** A credential id: at most 1023 bytes by the spec, so 1364 base64url signs. */
const credentialId = base64Url.min(1).max(1364);

/** navigator.credentials.create() as @simplewebauthn/browser's startRegistration answers it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** navigator.credentials.get() as @simplewebauthn/browser's startAuthentication answers it. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url,
    authenticatorData: base64Url,
    signature: base64Url,
    userHandle: base64Url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/**
 * The options the browser hands to navigator.credentials (WebAuthn's JSON form), passed through
 * as the server library made them.
 */
export const webAuthnOptionsSchema = z.looseObject({ challenge: base64Url });

/** POST /api/admin/security/passkeys: the new credential and the name its admin gives it. */
export const passkeyRegistrationSchema = z.object({
  name: z
    .string({ error: PASSKEY_MESSAGES.nameRequired })
    .trim()
    .min(1, PASSKEY_MESSAGES.nameRequired)
    .max(60, PASSKEY_MESSAGES.nameTooLong),
  response: passkeyRegistrationResponseSchema,
});
export type PasskeyRegistrationInput = z.input<typeof passkeyRegistrationSchema>;

/** One of the admin's passkeys on the Security page; never its key. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/admin/security/passkeys. */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/**
 * A recovery code as shown: four groups of four from an alphabet without look-alikes. What an
 * admin types back is forgiven case, spaces and dashes.
 */
export const recoveryCodeField = z
  .string({ error: PASSKEY_MESSAGES.recoveryCodeFormat })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[0-9a-z]{16}$/, PASSKEY_MESSAGES.recoveryCodeFormat));

/** POST /api/admin/security/recovery-codes: the new codes, shown this once and stored only hashed. */
export const recoveryCodesSchema = z.object({ codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
