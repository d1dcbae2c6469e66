import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { PRIVACY_MESSAGES } from '@prop/contracts/privacy';
import { userDeleted } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden, notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { lockKyc } from '../db/kyc.ts';
import { documentKeysOf } from '../db/kyc-documents.ts';
import { deleteUser as deleteUserRow } from '../db/users.ts';
import { closeDeletionRequest } from './close-deletion-request.ts';
import { endAllSessions } from './end-sessions.ts';

/**
 * An admin deletes a trader: the user (their KYC rows go by cascade), user.deleted and the audit
 * entry in one transaction, which also grants the trader's pending deletion request if they made
 * one (`onlyWithPendingRequest`: delete only then, else 404); then their sessions end and their
 * KYC files go.
 */
export async function deleteUser(
  ctx: IdentityContext,
  actor: Actor,
  userId: string,
  options: { onlyWithPendingRequest?: boolean } = {},
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const adminId = actor.userId;
  const deleted = await runCommand(ctx.runtime, actor, async (scope) => {
    const { trx, emit, audit } = scope;
    const requested = await closeDeletionRequest(scope, userId, 'confirmed');
    if (options.onlyWithPendingRequest && !requested) return 'no-request' as const;
    // Locked first, as an upload locks it: one finishing now waits, then finds the user gone
    // and removes its own files, so no file escapes the list read here.
    await lockKyc(trx, userId);
    const documentKeys = await documentKeysOf(trx, userId);
    const removed = await deleteUserRow(trx, userId);
    if (!removed) return null;
    await emit(userDeleted, { userId, deletedBy: adminId });
    await audit({
      action: 'user.deleted',
      target: { type: 'user', id: userId },
      before: { email: removed.email, documents: documentKeys.length },
      after: null,
    });
    return { documentKeys };
  });
  if (deleted === 'no-request') throw notFound(PRIVACY_MESSAGES.deletionRequestNotFound);
  if (!deleted) throw notFound(AUTH_MESSAGES.userNotFound);
  await endAllSessions(ctx, actor, userId);
  // Files go after the commit (their rows went with the user, by cascade): a failed commit
  // then never leaves rows naming deleted files, and a failed file delete leaves only
  // ciphertext whose IV is gone, logged with its key for cleanup.
  await ctx.documents.discard(deleted.documentKeys);
}
