import type { Transaction } from 'kysely';
import type { Envelope } from '@prop/contracts/events/envelope';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { copyKnownUser, forgetKnownUser } from '../db/known-users.ts';
import { deleteTicketsOfUser } from '../db/tickets.ts';
import type { SupportDb } from '../db/types.ts';

/**
 * Applies one identity user event. A deleted user asked to be forgotten: their tickets, the
 * replies on them (staff replies included) and their name copy are deleted, not anonymised,
 * because a ticket's subject and message are free text that may name the person anywhere in it.
 * Nothing is published for it: identity's user.deleted already tells admins' screens to refresh.
 */
export async function applyUserEvent(event: Envelope, trx: Transaction<SupportDb>): Promise<void> {
  switch (event.type) {
    case userRegistered.type:
    case userUpdated.type: {
      const user = userRegistered.data.parse(event.data);
      await copyKnownUser(
        trx,
        { id: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName },
        event.occurredAt,
      );
      return;
    }
    case userDeleted.type: {
      const { userId } = userDeleted.data.parse(event.data);
      await deleteTicketsOfUser(trx, userId);
      await forgetKnownUser(trx, userId);
      return;
    }
    default:
      // Other user events (added later by identity) say nothing the support desk keeps.
      return;
  }
}

/**
 * One durable consumer for `identity.user.*` (registered, updated, deleted): one consumer keeps a
 * user's events in the order identity published them, so a deletion is never overtaken.
 * Returns the function that stops it.
 */
export function startUserCopy(deps: ServiceDeps<SupportDb>): Promise<() => Promise<void>> {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: 'support-user-copy',
    subject: 'identity.user.*',
    handle: applyUserEvent,
  });
}
