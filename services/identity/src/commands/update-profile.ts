import { userUpdated } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import type { UserRow } from '../db/types.ts';
import { type UserChanges, updateUser } from '../db/users.ts';
import { toEventProfile } from '../domain/user-view.ts';

/** A trader changes their personal details or address: saved with user.updated, in one transaction. */
export async function updateProfile(
  ctx: IdentityContext,
  actor: Actor,
  changes: Omit<UserChanges, 'password_hash'>,
): Promise<UserRow> {
  if (actor.kind !== 'trader') throw unauthorized();
  const userId = actor.userId;
  const user = await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const row = await updateUser(trx, userId, changes, now);
    if (row) await emit(userUpdated, toEventProfile(row));
    return row;
  });
  if (!user) throw unauthorized();
  return user;
}
