import { BrevoError } from '../brevo/brevo-error.ts';
import type { BrevoWork } from '../context.ts';
import { findContact, isForgotten } from '../db/contacts.ts';

/**
 * Takes a user who withdrew their marketing consent off the firm's list (their contact stays, as
 * an admin's removal leaves it). Like a push, the job can run before its event's commit is
 * visible: until the choice kept is as new as the event it retries. A user who consented again
 * since stays; one never in the list (Brevo answers 400 or 404) is done.
 */
export async function withdrawContact(work: BrevoWork, userId: string, consentAt: string): Promise<void> {
  const contact = await findContact(work.db, userId);
  if (!contact || contact.consent_at == null || contact.consent_at < new Date(consentAt)) {
    if (!contact && (await isForgotten(work.db, userId))) return;
    throw new Error(`the consent of user ${userId} from ${consentAt} is not committed yet`);
  }
  if (contact.marketing_consent) return;
  try {
    await work.brevo.client.removeFromList(work.brevo.listId, contact.email);
  } catch (error) {
    if (error instanceof BrevoError && (error.status === 400 || error.status === 404)) return;
    throw error;
  }
}
