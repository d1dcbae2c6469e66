import { PRIVACY_MESSAGES } from '@prop/contracts/privacy';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { closeDeletionRequest } from './close-deletion-request.ts';
import { deleteUser } from './delete-user.ts';

/** An admin grants a trader's pending deletion request: the user is deleted as an admin deletes one. */
export function confirmDeletionRequest(ctx: IdentityContext, actor: Actor, userId: string): Promise<void> {
  return deleteUser(ctx, actor, userId, { onlyWithPendingRequest: true });
}

/** An admin turns down a trader's pending deletion request; 404 when there is none. */
export async function rejectDeletionRequest(ctx: IdentityContext, actor: Actor, userId: string): Promise<void> {
  const closed = await runCommand(ctx.runtime, actor, (scope) => closeDeletionRequest(scope, userId, 'rejected'));
  if (!closed) throw notFound(PRIVACY_MESSAGES.deletionRequestNotFound);
}
