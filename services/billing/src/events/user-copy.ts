import type { Transaction } from 'kysely';
import type { Envelope } from '@prop/contracts/events/envelope';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { copyKnownUser, forgetKnownUser } from '../db/known-users.ts';
import type { BillingDb } from '../db/types.ts';

/**
 * Applies one identity user event to the copy of names shown on the admin purchases list. A
 * deleted user's name and email are forgotten; their purchases stay, because a payment is a
 * bookkeeping record the firm must keep, and without the copy they show only the user id.
 */
export async function applyUserEvent(event: Envelope, trx: Transaction<BillingDb>): Promise<void> {
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
      // Other user events (added later by identity) say nothing billing keeps.
      return;
  }
}

/**
 * One durable consumer for `identity.user.*`: one consumer keeps a user's events in the order
 * identity published them, so a deletion is never overtaken. Returns the function that stops it.
 */
export function startUserCopy(deps: ServiceDeps<BillingDb>): Promise<() => Promise<void>> {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: 'billing-user-copy',
    subject: 'identity.user.*',
    handle: applyUserEvent,
  });
}
