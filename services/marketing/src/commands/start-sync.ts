import type { FastifyRequest } from 'fastify';
import type { SyncProgress } from '@prop/contracts/marketing';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import type { MarketingContext } from '../context.ts';
import { countOutcomes, insertOrFindRunningSync } from '../db/syncs.ts';
import { toSyncProgress } from '../domain/sync-progress.ts';

/**
 * Starts a sync of every known user as a background job and answers at once with its progress.
 * While one runs, a second start joins it: same sync, no second job.
 */
export async function startSync(
  ctx: MarketingContext,
  brevo: NonNullable<MarketingContext['brevo']>,
  request: FastifyRequest,
): Promise<SyncProgress> {
  const admin = requireAdmin(request);
  const { sync, started } = await ctx.db.transaction().execute(async (trx) => {
    const result = await insertOrFindRunningSync(trx, admin.userId);
    if (result.started) {
      await recordAdminAction(trx, request, 'marketing', {
        action: 'brevo.sync_started',
        target: { type: 'brevo', id: result.sync.id },
        before: null,
        after: { listId: brevo.work.brevo.listId },
      });
    }
    return result;
  });
  if (started) ctx.publishSoon();
  // Also for a joined sync: its job may have been lost (enqueue failed) or given up; this revives it.
  await brevo.jobs.runSync(sync.id);
  return toSyncProgress(sync, await countOutcomes(ctx.db, sync.id));
}
