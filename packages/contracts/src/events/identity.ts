import { z } from 'zod';
import { kycStatusSchema } from '../kyc.ts';
import { defineEvent, type EventOf } from './envelope.ts';

const profile = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string().nullable(),
});

/** `referralCode`: the affiliate code the visitor registered through (issue 23), unchecked by identity. */
export const userRegistered = defineEvent(
  'identity',
  'user.registered',
  'UserRegistered',
  profile.extend({ referralCode: z.string().nullable().optional() }),
);
export const userUpdated = defineEvent('identity', 'user.updated', 'UserUpdated', profile);
export const userDeleted = defineEvent(
  'identity',
  'user.deleted',
  'UserDeleted',
  z.object({ userId: z.string().uuid(), deletedBy: z.string().uuid() }),
);
export const kycSubmitted = defineEvent(
  'identity',
  'kyc.submitted',
  'KycSubmitted',
  z.object({ userId: z.string().uuid() }),
);
export const kycDecided = defineEvent(
  'identity',
  'kyc.decided',
  'KycDecided',
  z.object({
    userId: z.string().uuid(),
    from: kycStatusSchema,
    to: kycStatusSchema,
    decidedBy: z.string().uuid(),
    reason: z.string().nullable(),
  }),
);

const recipient = z.object({
  userId: z.string().uuid(),
  role: z.enum(['trader', 'admin']),
  email: z.string(),
  firstName: z.string(),
});

/**
 * A single-use link's token travels to marketing, which e-mails it: it is good for a short while
 * and once, and only its hash is kept by identity.
 */
export const emailVerificationRequested = defineEvent(
  'identity',
  'email.verification_requested',
  'EmailVerificationRequested',
  recipient.extend({
    token: z.string(),
    expiresAt: z.string(),
    /** `registered` sends the welcome e-mail with the link; `resent` the link alone. */
    reason: z.enum(['registered', 'resent']),
  }),
);
export const emailVerified = defineEvent(
  'identity',
  'email.verified',
  'EmailVerified',
  z.object({ userId: z.string().uuid() }),
);
export const passwordResetRequested = defineEvent(
  'identity',
  'password.reset_requested',
  'PasswordResetRequested',
  recipient.extend({ token: z.string(), expiresAt: z.string() }),
);
/** An owner invited an admin: the link lets them choose their first password (it lasts a week). */
export const adminInvited = defineEvent(
  'identity',
  'admin.invited',
  'AdminInvited',
  recipient.extend({ token: z.string(), expiresAt: z.string(), invitedBy: z.string() }),
);
export const newDeviceSignedIn = defineEvent(
  'identity',
  'sign_in.new_device',
  'NewDeviceSignedIn',
  recipient.extend({ device: z.string(), address: z.string().nullable(), at: z.string() }),
);
/** Marketing copies to Brevo only users who consented, and removes one who withdraws it. */
export const consentChanged = defineEvent(
  'identity',
  'consent.changed',
  'ConsentChanged',
  profile.extend({ marketingConsent: z.boolean(), at: z.string() }),
);
/** Sessions ended (logout, "sign out", reset, deletion): the gateway closes their sockets. */
export const sessionsEnded = defineEvent(
  'identity',
  'sessions.ended',
  'SessionsEnded',
  z.object({ userId: z.string().uuid(), sessionIds: z.array(z.string()) }),
);

/** Every event the identity service publishes, one list: consumers subscribe by these definitions. */
export const identityEvents = [
  userRegistered,
  userUpdated,
  userDeleted,
  kycSubmitted,
  kycDecided,
  emailVerificationRequested,
  emailVerified,
  passwordResetRequested,
  adminInvited,
  newDeviceSignedIn,
  consentChanged,
  sessionsEnded,
] as const;

/** An identity event with its parsed data, discriminated by `type`. */
export type IdentityEvent = EventOf<(typeof identityEvents)[number]>;
