import { EMAIL_VERIFIED_SUBJECT, emailVerifiedReplySchema } from '@prop/contracts/email-verification';
import { EMAIL_VERIFICATION_MESSAGES } from '@prop/contracts/email-verification-messages';
import { askByUser } from './ask-by-user.ts';
import { AppError } from './errors.ts';
import type { Nats } from './nats.ts';

/** Whether the trader has verified their e-mail address, as identity says now. */
export type EmailVerifiedCheck = (userId: string) => Promise<boolean>;

/**
 * Asks identity at the moment it matters (a withdrawal, a card payment). No answer, or an answer
 * that says it could not be given, refuses with "try again" (503): an unverified address never
 * slips through because identity was slow. A trader identity does not know is not verified.
 */
export function createEmailVerifiedCheck(
  nc: Nats['nc'],
  namespace: string,
  timeoutMs: number,
  log: { warn: (context: object, message: string) => void },
): EmailVerifiedCheck {
  const ask = askByUser(nc, namespace, {
    subject: EMAIL_VERIFIED_SUBJECT,
    reply: emailVerifiedReplySchema,
    timeoutMs,
    unavailable: EMAIL_VERIFICATION_MESSAGES.unavailable,
    log,
  });
  return async (userId) => {
    const reply = await ask(userId);
    if (reply.found) return reply.verified;
    if (reply.error) throw new AppError('UNAVAILABLE', EMAIL_VERIFICATION_MESSAGES.unavailable);
    return false;
  };
}
