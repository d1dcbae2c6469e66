import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import type { MarketingContext } from '../context.ts';
import { copyContact, forgetContact } from '../db/contacts.ts';
import type { MarketingDb } from '../db/types.ts';

/**
 * Keeps our copy of every user from identity's events, in the order identity published them, and,
 * when Brevo is configured, their contact with it: a new user is added to the firm's list, a
 * changed one updated (their lists untouched), a deleted one deleted from Brevo, since they asked
 * to be forgotten. Unconfigured, the copy is still kept, ready for a later sync.
 */
export function startContactCopy(runtime: HandlerRuntime<MarketingDb>, brevo: MarketingContext['brevo']) {
  const events = [userRegistered, userUpdated, userDeleted] as const;
  return onEvents(runtime, { durable: 'marketing-contacts', events }, async (event, { trx }) => {
    if (event.type === 'UserDeleted') {
      const { userId } = event.data;
      await forgetContact(trx, userId);
      if (brevo) await brevo.jobs.forgetContact(userId, event.id);
      return;
    }
    const user = event.data;
    const newest = await copyContact(trx, user, event.occurredAt);
    if (newest && brevo) {
      const addToList = event.type === 'UserRegistered';
      await brevo.jobs.pushContact(user.userId, { addToList, changedAt: event.occurredAt }, event.id);
    }
  });
}
