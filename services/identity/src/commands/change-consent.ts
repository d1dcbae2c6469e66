import { consentChanged } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import type { UserRow } from '../db/types.ts';
import { changeMarketingConsent, findUserById } from '../db/users.ts';
import { toConsentEvent } from '../domain/user-view.ts';

/**
 * A trader gives or withdraws marketing consent: saved with its time and consent.changed in one
 * transaction. Saying again what they already said changes nothing and tells no one.
 */
export async function changeConsent(ctx: IdentityContext, actor: Actor, marketingConsent: boolean): Promise<UserRow> {
  if (actor.kind !== 'trader') throw unauthorized();
  const userId = actor.userId;
  const user = await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    const changed = await changeMarketingConsent(trx, userId, marketingConsent, now);
    if (!changed) return findUserById(trx, userId);
    await emit(consentChanged, toConsentEvent(changed));
    return changed;
  });
  if (!user) throw unauthorized();
  return user;
}
