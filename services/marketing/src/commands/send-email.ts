import { runCommand } from '@prop/service-kit/command';
import { EMAIL_WORKER, type EmailWork } from '../context.ts';
import { findContact, isForgotten } from '../db/contacts.ts';
import { recordSentEmail, wasSent } from '../db/sent-emails.ts';
import type { EmailRecipient, EmailRequest } from '../email/email-request.ts';
import { emailsSent } from '../email/email-metrics.ts';
import { renderEmail } from '../email/render-email.ts';

export type SendOutcome = 'sent' | 'skipped' | 'already sent';

/**
 * Sends one e-mail job: once. A key already recorded in `sent_emails` sends nothing; a send that
 * fails throws, and BullMQ retries it with backoff under the same key (which Brevo and SMTP carry,
 * see email-key.ts). Nothing goes to a user who asked to be forgotten; one whose registration has
 * not reached us yet fails, so the job retries once it has.
 */
export async function sendEmail(work: EmailWork, request: EmailRequest): Promise<SendOutcome> {
  const count = (outcome: string) => emailsSent().inc({ template: request.template, outcome });
  try {
    const outcome = await sendOnce(work, request);
    count(outcome.replace(' ', '_'));
    return outcome;
  } catch (error) {
    count('failed');
    throw error;
  }
}

async function sendOnce(work: EmailWork, request: EmailRequest): Promise<SendOutcome> {
  if (await wasSent(work.db, request.key)) return 'already sent';
  if (await isForgotten(work.db, request.to.userId)) return 'skipped';
  const to = await addressOf(work, request.to);
  const rendered = await renderEmail(request.template, request.data, { firstName: to.firstName, appUrl: work.appUrl });
  const { messageId } = await work.mailer.send(
    { to: { email: to.email, name: to.name }, tag: request.template, ...rendered },
    request.key,
  );
  await runCommand(work.runtime, EMAIL_WORKER, ({ trx, now }) =>
    recordSentEmail(trx, {
      id: request.key,
      template: request.template,
      user_id: request.to.userId,
      to_email: to.email,
      sent_at: now,
      transport: work.mailer.name,
      transport_message_id: messageId,
    }),
  );
  return 'sent';
}

async function addressOf(work: EmailWork, recipient: EmailRecipient) {
  if ('email' in recipient)
    return { email: recipient.email, firstName: recipient.firstName, name: recipient.firstName };
  const contact = await findContact(work.db, recipient.userId);
  if (!contact) throw new Error(`user ${recipient.userId} is not known to marketing yet`);
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  return { email: contact.email, firstName: contact.first_name, name };
}
