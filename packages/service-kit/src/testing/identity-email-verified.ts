import {
  EMAIL_VERIFIED_QUEUE,
  EMAIL_VERIFIED_SUBJECT,
  type EmailVerifiedReply,
} from '@prop/contracts/email-verification';
import { type Nats, subjectFor } from '../nats.ts';

/**
 * Plays identity's "is this address verified?" responder for a service's tests: every trader is
 * verified unless a test says otherwise, so tests about other rules need not verify anyone.
 * Identity's own tests cover the real answer.
 */
export function answerEmailVerified(nc: Nats['nc'], namespace: string) {
  const replies = new Map<string, EmailVerifiedReply>();
  const subscription = nc.subscribe(subjectFor(namespace, EMAIL_VERIFIED_SUBJECT), {
    queue: EMAIL_VERIFIED_QUEUE,
    callback: (_error, message) => {
      const { userId } = message.json<{ userId: string }>();
      message.respond(JSON.stringify(replies.get(userId) ?? { found: true, verified: true }));
    },
  });
  return {
    /** What identity answers for a trader from now on. */
    answer: (userId: string, reply: EmailVerifiedReply) => replies.set(userId, reply),
    stop: () => subscription.unsubscribe(),
  };
}
