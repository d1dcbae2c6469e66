import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { type HandlerRuntime, onEvents } from '@prop/service-kit/on-event';
import type { MarketingContext } from '../context.ts';
import { copyContact, findContact, forgetContact } from '../db/contacts.ts';
import type { MarketingDb } from '../db/types.ts';

/**
 * Keeps our copy of every user from identity's events, in the order identity published them (the
 * e-mails need it, consent or not). Brevo hears only of users who consented (start-consent-copy.ts
 * adds them to the list): a changed one is updated there (their lists untouched), and any deleted
 * user is deleted from Brevo, since they asked to be forgotten.
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
    if (!newest || !brevo || event.type !== 'UserUpdated') return;
    if ((await findContact(trx, user.userId))?.marketing_consent) {
      await brevo.jobs.pushContact(user.userId, { addToList: false, changedAt: event.occurredAt }, event.id);
    }
  });
}
