import type { Transaction } from 'kysely';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import { startConsumer } from '../consumer.ts';
import type { KitTables } from '../kit-migrations.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { copyKnownUser, forgetKnownUser, type KnownUsersTables } from './known-users.ts';

export interface UserCopyOptions<DB> {
  /** Durable consumer name, unique per service: `<service>-user-copy`. */
  durable: string;
  /** What else the service forgets when a user is deleted, in the same transaction. */
  onUserDeleted?: (trx: Transaction<DB>, userId: string) => Promise<void>;
}

/**
 * Keeps a service's copy of trader names and emails from identity's user events. One durable
 * consumer for `identity.user.*` applies a user's events in the order identity published them, so
 * a deletion is never overtaken. Returns the function that stops it.
 */
export function startUserCopy<DB extends KitTables & KnownUsersTables>(
  deps: ServiceDeps<DB>,
  options: UserCopyOptions<DB>,
): Promise<() => Promise<void>> {
  return startConsumer({
    nats: deps.nats,
    db: deps.db,
    namespace: deps.config.NAMESPACE,
    log: deps.log,
    stream: 'identity',
    durable: options.durable,
    subject: 'identity.user.*',
    handle: async (event, trx) => {
      if (event.type === userRegistered.type || event.type === userUpdated.type) {
        const user = userRegistered.data.parse(event.data);
        const copy = { id: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
        await copyKnownUser(trx, copy, event.occurredAt);
      } else if (event.type === userDeleted.type) {
        const { userId } = userDeleted.data.parse(event.data);
        await options.onUserDeleted?.(trx, userId);
        await forgetKnownUser(trx, userId);
      }
    },
  });
}
