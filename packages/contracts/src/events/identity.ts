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

export const userRegistered = defineEvent('identity', 'user.registered', 'UserRegistered', profile);
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

/** Every event the identity service publishes, one list: consumers subscribe by these definitions. */
export const identityEvents = [userRegistered, userUpdated, userDeleted, kycSubmitted, kycDecided] as const;

/** An identity event with its parsed data, discriminated by `type`. */
export type IdentityEvent = EventOf<(typeof identityEvents)[number]>;
