import type { Transaction } from 'kysely';
import { type AccountOwner, ownerColumn } from '../domain/account-owner.ts';
import type { IdentityDb } from './types.ts';

/** `first`: the account's first device ever, `new`: one more, `known`: seen before. */
export type DeviceSighting = 'first' | 'new' | 'known';

/** Records the device; a device seen before costs one indexed insert that does nothing. */
export async function rememberDevice(
  trx: Transaction<IdentityDb>,
  owner: AccountOwner,
  device: string,
  now: Date,
): Promise<DeviceSighting> {
  const column = ownerColumn(owner.role);
  const inserted = await trx
    .insertInto('known_devices')
    .values({ [column]: owner.id, device, first_seen_at: now })
    .onConflict((conflict) => conflict.columns([column, 'device']).doNothing())
    .returning('device')
    .executeTakeFirst();
  if (!inserted) return 'known';
  const other = await trx
    .selectFrom('known_devices')
    .select('device')
    .where(column, '=', owner.id)
    .where('device', '<>', device)
    .limit(1)
    .executeTakeFirst();
  return other ? 'new' : 'first';
}
