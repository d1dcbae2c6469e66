import { runCommand } from '@prop/service-kit/command';
import { BREVO_WORKER, type BrevoWork } from '../context.ts';
import { findContact, isForgotten, markPushed } from '../db/contacts.ts';
import type { ContactRow } from '../db/types.ts';
import { toBrevoContact } from '../domain/brevo-contact.ts';

/**
 * Creates or updates a user's Brevo contact from our copy, adding it to the firm's list when asked.
 * Returns the contact pushed, or null for a user we do not know (or who is forgotten meanwhile).
 */
export async function pushContact(
  work: BrevoWork,
  userId: string,
  options: { addToList: boolean },
): Promise<ContactRow | null> {
  const contact = await findContact(work.db, userId);
  if (!contact) return null;
  const listIds = options.addToList ? [work.brevo.listId] : undefined;
  await work.brevo.client.upsertContact(toBrevoContact(contact, listIds));
  if (await isForgotten(work.db, userId)) {
    // Deleted while this call was under way: its deletion in Brevo may have come first, so undo ours.
    await work.brevo.client.deleteContact(userId);
    return null;
  }
  await runCommand(work.runtime, BREVO_WORKER, ({ trx, now }) => markPushed(trx, [userId], now));
  return contact;
}

/**
 * The push an identity event asks for, for a user who consented to marketing. Its consumer enqueues
 * it inside the event's transaction, so that a crash cannot lose it; the job can therefore start
 * before that commit is visible, and find no copy or the one before. Until the copy (and, for a
 * consent, the choice) is as new as the event, or the user is forgotten, the attempt fails and
 * BullMQ's backoff retries it. A user without consent by then is not pushed.
 */
export async function pushContactOnEvent(
  work: BrevoWork,
  userId: string,
  options: { addToList: boolean; changedAt: string; consentAt?: string | undefined },
): Promise<void> {
  const contact = await findContact(work.db, userId);
  const consentSeen = (at: string) => contact?.consent_at != null && contact.consent_at >= new Date(at);
  if (
    !contact ||
    new Date(contact.changed_at) < new Date(options.changedAt) ||
    (options.consentAt && !consentSeen(options.consentAt))
  ) {
    if (await isForgotten(work.db, userId)) return;
    throw new Error(`the copy of user ${userId} from ${options.changedAt} is not committed yet`);
  }
  if (!contact.marketing_consent) return;
  await pushContact(work, userId, options);
}
