import type { Transaction } from 'kysely';
import { userDeleted, userRegistered, userUpdated } from '@prop/contracts/events/identity';
import type { KitTables } from '../kit-migrations.ts';
import { onEvents } from '../on-event.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { copyKnownUser, forgetKnownUser, type KnownUsersTables } from './known-users.ts';

export interface UserCopyOptions<DB> {
  /** Durable consumer name, unique per service: `<service>-user-copy`. */
  durable: string;
  /** What else the service forgets when a user is deleted, in the same transaction. */
  onUserDeleted?: (trx: Transaction<DB>, userId: string) => Promise<void>;
}

/** Identity's user events, in the order identity published them. */
const userEvents = [userRegistered, userUpdated, userDeleted] as const;

/**
 * Keeps a service's copy of trader names and emails from identity's user events. One durable
 * consumer for every user event applies a user's events in the order identity published them, so
 * a deletion is never overtaken. Returns the function that stops it.
 */
export function startUserCopy<DB extends KitTables & KnownUsersTables>(
  deps: ServiceDeps<DB>,
  options: UserCopyOptions<DB>,
): Promise<() => Promise<void>> {
  return onEvents(deps.runtime, { durable: options.durable, events: userEvents }, async (event, { trx }) => {
    if (event.type === 'UserDeleted') {
      await options.onUserDeleted?.(trx, event.data.userId);
      await forgetKnownUser(trx, event.data.userId);
      return;
    }
    const user = event.data;
    const copy = { id: user.userId, email: user.email, firstName: user.firstName, lastName: user.lastName };
    await copyKnownUser(trx, copy, event.occurredAt);
  });
}
