import type { BrevoWork } from '../context.ts';
import { findContact, isForgotten } from '../db/contacts.ts';
import { staffReplyEmail } from '../domain/staff-reply-email.ts';

/**
 * Emails a trader that staff replied to their ticket. A forgotten trader gets nothing; one whose
 * registration has not reached us yet fails, so the job retries once it has.
 */
export async function emailStaffReply(work: BrevoWork, userId: string): Promise<'sent' | 'skipped'> {
  const { sender, appUrl, client } = work.brevo;
  if (!sender || (await isForgotten(work.db, userId))) return 'skipped';
  const contact = await findContact(work.db, userId);
  if (!contact) throw new Error(`ticket owner ${userId} is not known to marketing yet`);
  const to = { email: contact.email, firstName: contact.first_name, lastName: contact.last_name };
  await client.sendEmail(staffReplyEmail({ to, sender, appUrl }));
  return 'sent';
}
