import {
  EMAIL_VERIFIED_QUEUE,
  EMAIL_VERIFIED_SUBJECT,
  type EmailVerifiedReply,
  emailVerifiedRequestSchema,
} from '@prop/contracts/email-verification';
import type { Nats } from '@prop/service-kit/nats';
import { answerUserQuestions } from '@prop/service-kit/user-questions';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/types.ts';

/**
 * Answers "has this trader verified their e-mail address?" for payouts (withdrawals) and billing
 * (card payments). Returns the function that stops it.
 */
export function startEmailVerifiedResponder(
  nc: Nats['nc'],
  namespace: string,
  db: Kysely<IdentityDb>,
  log: { warn: (context: object, message: string) => void },
): () => void {
  return answerUserQuestions<EmailVerifiedReply>(
    nc,
    namespace,
    {
      subject: EMAIL_VERIFIED_SUBJECT,
      queue: EMAIL_VERIFIED_QUEUE,
      request: emailVerifiedRequestSchema,
      what: 'e-mail verified request',
      answer: async (userId) => {
        const user = await db
          .selectFrom('users')
          .select('email_verified_at')
          .where('id', '=', userId)
          .executeTakeFirst();
        return user ? { found: true, verified: user.email_verified_at !== null } : { found: false };
      },
    },
    log,
  );
}
