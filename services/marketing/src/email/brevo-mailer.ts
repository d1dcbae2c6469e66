import type { BrevoClient } from '../brevo/brevo-client.ts';
import { brevoIdempotencyKey } from './email-key.ts';
import type { Mailer } from './mailer.ts';

/**
 * E-mail through Brevo's transactional API (`POST /v3/smtp/email`). Brevo takes an idempotency key
 * in the message's `headers`: a send the client retries, or the job retries within Brevo's window,
 * is delivered once.
 */
export function createBrevoMailer(client: BrevoClient, sender: { email: string; name: string }): Mailer {
  return {
    name: 'brevo',
    async send(email, key) {
      const answer = await client.sendEmail({
        sender,
        to: [email.to],
        subject: email.subject,
        htmlContent: email.html,
        textContent: email.text,
        tags: [email.tag],
        headers: { idempotencyKey: brevoIdempotencyKey(key) },
      });
      return { messageId: answer.messageId ?? null };
    },
    close: async () => {},
  };
}
