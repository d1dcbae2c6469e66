import type { Transaction } from 'kysely';
import type { Envelope } from '@prop/contracts/events/envelope';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '@prop/service-kit/consumer';
import type { ServiceDeps } from '@prop/service-kit/service-deps';
import { copyKnownUser, forgetKnownUser } from '../db/known-users.ts';
import type { RiskDb } from '../db/types.ts';

/**
 * Applies one identity user event to the local name copy. A deleted user's name and email are
 * forgotten; their breaches stay as risk records and show without a name.
 */
export async function applyUserEvent(event: Envelope, trx: Transaction<RiskDb>): Promise<void> {
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
      return;
  }
}

/**
 * One durable consumer for `identity.user.*` (registered, updated, deleted), so a user's events
 * apply in the order identity published them and a deletion is never overtaken.
 */
export function startUserCopy(deps: ServiceDeps<RiskDb>): Promise<() => Promise<void>> {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: 'risk-user-copy',
    subject: 'identity.user.*',
    handle: applyUserEvent,
  });
}
