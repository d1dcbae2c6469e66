import type { SyncProgress } from '@prop/contracts/marketing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden } from '@prop/service-kit/errors';
import type { MarketingContext } from '../context.ts';
import { countOutcomes, insertOrFindRunningSync } from '../db/syncs.ts';
import { toSyncProgress } from '../domain/sync-progress.ts';

/**
 * Starts a sync of every known user as a background job and answers at once with its progress.
 * While one runs, a second start joins it: same sync, no second job. A started sync is audited.
 */
export async function startSync(
  ctx: MarketingContext,
  brevo: NonNullable<MarketingContext['brevo']>,
  actor: Actor,
): Promise<SyncProgress> {
  if (actor.kind !== 'admin') throw forbidden();
  const sync = await runCommand(ctx.runtime, actor, async ({ trx, audit }) => {
    const result = await insertOrFindRunningSync(trx, actor.userId);
    if (result.started) {
      await audit({
        action: 'brevo.sync_started',
        target: { type: 'brevo', id: result.sync.id },
        before: null,
        after: { listId: brevo.work.brevo.listId },
      });
    }
    return result.sync;
  });
  // Also for a joined sync: its job may have been lost (enqueue failed) or given up; this revives it.
  await brevo.jobs.runSync(sync.id);
  return toSyncProgress(sync, await countOutcomes(ctx.db, sync.id));
}
