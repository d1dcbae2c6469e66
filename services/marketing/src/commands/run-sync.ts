import { runCommand } from '@prop/service-kit/command';
import type { JobRun } from '@prop/service-kit/jobs';
import { BrevoError } from '../brevo/brevo-error.ts';
import { DEFAULT_RATE_LIMIT_WAIT_MS } from '../brevo/retry-after.ts';
import { BREVO_WORKER, type BrevoWork } from '../context.ts';
import { finishSync, nextPending } from '../db/syncs.ts';
import { importBatch } from './import-batch.ts';

/**
 * Copies every user a sync covers into the firm's list through Brevo's contacts import, a batch at
 * a time (see importBatch). When Brevo rate-limits us the job goes back to the queue until the
 * limit resets, however long that is, and no user counts as failed for it: run again, as after a
 * crash, the sync goes on with the users still pending.
 */
export async function runSync(work: BrevoWork, syncId: string, run: JobRun): Promise<void> {
  for (;;) {
    const batch = await nextPending(work.db, syncId, work.brevo.sync.batchSize);
    if (batch.length === 0) break;
    try {
      await importBatch(work, syncId, batch);
    } catch (error) {
      if (!(error instanceof BrevoError && error.status === 429)) throw error;
      const waitMs = error.retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS;
      work.log.info({ syncId, waitMs }, 'Brevo rate limit reached: the sync waits in the queue until it resets');
      return run.pauseFor(waitMs);
    }
  }
  await runCommand(work.runtime, BREVO_WORKER, ({ trx, now }) => finishSync(trx, syncId, now));
}
