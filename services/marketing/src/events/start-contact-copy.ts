import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import type { MarketingContext } from '../context.ts';
import { copyContact, forgetContact } from '../db/contacts.ts';
import type { MarketingDb } from '../db/types.ts';

/**
 * Keeps our copy of every user from identity's events, in the order identity published them, and,
 * when Brevo is configured, their contact with it: a new user is added to the firm's list, a
 * changed one updated (their lists untouched), a deleted one deleted from Brevo, since they asked
 * to be forgotten. Unconfigured, the copy is still kept, ready for a later sync.
 */
export function startContactCopy(deps: ServiceDeps<MarketingDb>, brevo: MarketingContext['brevo']) {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: 'marketing-contacts',
    subject: 'identity.user.*',
    handle: async (event, trx) => {
      if (event.type === userRegistered.type || event.type === userUpdated.type) {
        const user = userRegistered.data.parse(event.data);
        const newest = await copyContact(trx, user, event.occurredAt);
        if (newest && brevo) {
          const addToList = event.type === userRegistered.type;
          await brevo.jobs.pushContact(user.userId, { addToList, changedAt: event.occurredAt }, event.id);
        }
      } else if (event.type === userDeleted.type) {
        const { userId } = userDeleted.data.parse(event.data);
        await forgetContact(trx, userId);
        if (brevo) await brevo.jobs.forgetContact(userId, event.id);
      }
    },
  });
}
