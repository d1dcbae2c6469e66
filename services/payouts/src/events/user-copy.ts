import type { Transaction } from 'kysely';
import type { Envelope } from '@prop/contracts/events/envelope';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { copyKnownUser, forgetKnownUser } from '../db/known-users.ts';
import type { PayoutsDb } from '../db/types.ts';

/**
 * Applies one identity user event to the copy of names the admin lists show. A deleted user's
 * name copy is forgotten, but their withdrawal requests are kept: they are records of money the
 * firm paid or refused, which it must be able to account for; admins then see no name on them.
 */
export async function applyUserEvent(event: Envelope, trx: Transaction<PayoutsDb>): Promise<void> {
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
      await forgetKnownUser(trx, userDeleted.data.parse(event.data).userId);
      return;
    }
    default:
      // Other user events (added later by identity) say nothing payouts keeps.
      return;
  }
}

/**
 * One durable consumer for `identity.user.*`, so a user's events are applied in the order identity
 * published them and a deletion is never overtaken. Returns the function that stops it.
 */
export function startUserCopy(deps: ServiceDeps<PayoutsDb>): Promise<() => Promise<void>> {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: 'payouts-user-copy',
    subject: 'identity.user.*',
    handle: applyUserEvent,
  });
}
