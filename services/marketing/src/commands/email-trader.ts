import type { BrevoEmail } from '../brevo/brevo-types.ts';
import type { BrevoWork } from '../context.ts';
import { findContact, isForgotten } from '../db/contacts.ts';
import type { TraderEmailInput } from '../domain/trader-email.ts';

/**
 * Sends a trader one transactional email, composed from their contact. Nothing is sent without a
 * configured sender or to a forgotten trader; one whose registration has not reached us yet fails,
 * so the job retries once it has.
 */
export async function emailTrader(
  work: BrevoWork,
  userId: string,
  compose: (input: TraderEmailInput) => BrevoEmail,
): Promise<'sent' | 'skipped'> {
  const { sender, appUrl, client } = work.brevo;
  if (!sender || (await isForgotten(work.db, userId))) return 'skipped';
  const contact = await findContact(work.db, userId);
  if (!contact) throw new Error(`trader ${userId} is not known to marketing yet`);
  const to = { email: contact.email, firstName: contact.first_name, lastName: contact.last_name };
  await client.sendEmail(compose({ to, sender, appUrl }));
  return 'sent';
}
