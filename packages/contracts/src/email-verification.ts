import { z } from 'zod';

/** POST /api/email/verify: the token from the link in the verification e-mail. */
export const emailVerifySchema = z.object({ token: z.string().min(1).max(200) });
export type EmailVerifyInput = z.input<typeof emailVerifySchema>;

/**
 * "Has this trader verified their e-mail address?", asked of identity by core NATS request/reply
 * (payouts before a withdrawal, billing before a card payment). Namespaced like any subject.
 *
 * Not under `identity.>`: the IDENTITY stream captures that whole subject space, and JetStream
 * answers a request published there with its own PubAck, which would reach the requester first.
 */
export const EMAIL_VERIFIED_SUBJECT = 'rpc.identity.email-verified.get';
/** Replicas of identity answer as one queue group: a request gets one reply. */
export const EMAIL_VERIFIED_QUEUE = 'identity-email-verified';

export const emailVerifiedRequestSchema = z.object({ userId: z.string().uuid() });

/** `found: false` without `error`: no such trader; with it, the question could not be answered. */
export const emailVerifiedReplySchema = z.discriminatedUnion('found', [
  z.object({ found: z.literal(true), verified: z.boolean() }),
  z.object({ found: z.literal(false), error: z.string().optional() }),
]);
export type EmailVerifiedReply = z.infer<typeof emailVerifiedReplySchema>;
