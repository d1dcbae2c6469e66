import { z } from 'zod';
import { COUNTRIES, PASSWORD_MAX, PASSWORD_MIN_CHANGE, PASSWORD_MIN_REGISTER, PHONE_MIN } from './constants.ts';
import { choice, emailField, isIsoDate, isoDateField, optionalField, requiredText } from './fields.ts';
import { passkeyAuthenticationResponseSchema, recoveryCodeField } from './admin-passkeys.ts';
import { totpCodeField } from './second-factor.ts';
import { referralCodeSchema } from './affiliates.ts';

export const MESSAGES = {
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsDontMatch: "Passwords don't match",
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Please enter a valid phone number',
  country: 'Please select your country',
  address: 'Address is required',
  city: 'City is required',
  postalCode: 'Postal code is required',
  dateOfBirth: 'Date of birth is required',
  adult: 'You must be at least 18 years old',
  terms: 'You must accept the terms and conditions',
  currentPassword: 'Current password is required',
  newPasswordMin: 'Password must be at least 6 characters long.',
  newPasswordMismatch: 'New password and confirmation do not match.',
} as const;

const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export const phoneField = z
  .string({ error: MESSAGES.phone })
  .trim()
  .min(PHONE_MIN, MESSAGES.phone)
  .max(32, MESSAGES.phone)
  .regex(PHONE_PATTERN, MESSAGES.phone);

export const countryField = choice(COUNTRIES, MESSAGES.country);

/** Whole years between a YYYY-MM-DD birth date and `today`. */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

// zod runs every check even after one failed; the age is only judged on a real date.
export const dateOfBirthField = isoDateField(MESSAGES.dateOfBirth).refine(
  (value) => !isIsoDate(value) || ageOn(value, new Date()) >= 18,
  MESSAGES.adult,
);

const passwordField = (min: number, minMessage: string) =>
  z.string({ error: minMessage }).min(min, minMessage).max(PASSWORD_MAX, MESSAGES.passwordMax);

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(PASSWORD_MAX),
  remember: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** `code` is the authenticator's current code, needed only once the admin has enrolled one. */
export const adminLoginSchema = loginSchema.pick({ email: true, password: true }).extend({
  code: optionalField(totpCodeField),
  /** A passkey's answer to the challenge POST /api/admin/login/passkey-options gave. */
  passkey: passkeyAuthenticationResponseSchema.optional(),
  /** One of the admin's recovery codes, each good once. */
  recoveryCode: optionalField(recoveryCodeField),
});

/** POST /api/admin/login/passkey-options: the password comes first, checked as the sign-in checks it. */
export const adminPasskeyOptionsSchema = loginSchema.pick({ email: true, password: true });
export type AdminLoginInput = z.input<typeof adminLoginSchema>;

export const registerSchema = z
  .object({
    email: emailField(),
    password: passwordField(PASSWORD_MIN_REGISTER, MESSAGES.passwordMin),
    confirmPassword: z.string({ error: MESSAGES.passwordsDontMatch }),
    firstName: requiredText(MESSAGES.firstName, 100),
    lastName: requiredText(MESSAGES.lastName, 100),
    phoneNumber: phoneField,
    country: countryField,
    address: requiredText(MESSAGES.address),
    city: requiredText(MESSAGES.city, 100),
    postalCode: requiredText(MESSAGES.postalCode, 20),
    dateOfBirth: dateOfBirthField,
    terms: z.literal(true, { error: MESSAGES.terms }),
    /** "Send me news and offers": unticked unless the visitor ticks it. */
    marketingConsent: z.boolean().default(false),
    /**
     * Issue 23: the referral code of the first affiliate link the visitor followed, if any. A code
     * that is malformed is dropped, never an error: a referral must not stand in the way of signing up.
     */
    referralCode: referralCodeSchema.optional().catch(undefined),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const personalInfoSchema = z.object({
  firstName: requiredText(MESSAGES.firstName, 100),
  lastName: requiredText(MESSAGES.lastName, 100),
  phoneNumber: optionalField(phoneField),
  dateOfBirth: optionalField(dateOfBirthField),
});
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;

export const addressSchema = z.object({
  address: requiredText(MESSAGES.address),
  city: requiredText(MESSAGES.city, 100),
  postalCode: requiredText(MESSAGES.postalCode, 20),
  country: countryField,
});
export type AddressInput = z.input<typeof addressSchema>;

/** What the server takes: the confirmation is checked in the form only, as the spec sends two fields. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ error: MESSAGES.currentPassword }).min(1, MESSAGES.currentPassword).max(PASSWORD_MAX),
  newPassword: passwordField(PASSWORD_MIN_CHANGE, MESSAGES.newPasswordMin),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((input) => input.newPassword === input.confirmPassword, {
    message: MESSAGES.newPasswordMismatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeFormInput = z.input<typeof passwordChangeFormSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
