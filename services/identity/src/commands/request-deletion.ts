import { PRIVACY_MESSAGES } from '@prop/contracts/privacy';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, unauthorized } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { insertDeletionRequest } from '../db/deletion-requests.ts';
import type { DeletionRequestRow } from '../db/types.ts';

/** A trader asks for their account to be deleted; an admin decides. One pending request at a time (409). */
export async function requestDeletion(ctx: IdentityContext, actor: Actor): Promise<DeletionRequestRow> {
  if (actor.kind !== 'trader') throw unauthorized();
  const userId = actor.userId;
  const request = await runCommand(ctx.runtime, actor, ({ trx, now }) => insertDeletionRequest(trx, userId, now));
  if (!request) throw conflict(PRIVACY_MESSAGES.deletionAlreadyRequested);
  return request;
}
