import type { CommandScope } from '@prop/service-kit/command';
import { forbidden } from '@prop/service-kit/errors';
import { decidePendingDeletionRequest } from '../db/deletion-requests.ts';
import type { IdentityDb } from '../db/types.ts';

/**
 * Closes the user's pending deletion request with the acting admin's decision, audited in the same
 * transaction; false when none was pending.
 */
export async function closeDeletionRequest(
  { trx, now, actor, audit }: CommandScope<IdentityDb>,
  userId: string,
  status: 'confirmed' | 'rejected',
): Promise<boolean> {
  if (actor.kind !== 'admin') throw forbidden();
  const request = await decidePendingDeletionRequest(trx, { userId, status, decidedBy: actor.userId, now });
  if (!request) return false;
  await audit({
    action: status === 'confirmed' ? 'user.deletion_confirmed' : 'user.deletion_rejected',
    target: { type: 'user', id: userId },
    before: { deletionRequest: 'pending', requestedAt: request.requested_at.toISOString() },
    after: { deletionRequest: status },
  });
  return true;
}
