import { setTimeout as sleep } from 'node:timers/promises';
import { BrevoError } from '../brevo/brevo-error.ts';
import { runCommand } from '@prop/service-kit/command';
import { BREVO_WORKER, type BrevoWork } from '../context.ts';
import { finishSync, nextPending, recordOutcome } from '../db/syncs.ts';
import type { ContactRow } from '../db/types.ts';
import { pauseAfterBatch } from '../domain/batch-pacing.ts';
import { pushContact } from './push-contact.ts';

/**
 * Pushes every user a sync covers into the firm's list, a batch of `contactsPerSecond` at a time so
 * the sync stays within Brevo's rate limit. A user Brevo keeps refusing (after the client's
 * retries) is recorded as failed and the sync goes on. Run again after a crash, it goes on with the
 * users still pending.
 */
export async function runSync(work: BrevoWork, syncId: string): Promise<void> {
  const perSecond = work.brevo.contactsPerSecond;
  for (;;) {
    const batch = await nextPending(work.db, syncId, perSecond);
    if (batch.length === 0) break;
    const started = performance.now();
    await Promise.all(batch.map((contact) => syncOne(work, syncId, contact)));
    await sleep(pauseAfterBatch({ size: batch.length, perSecond, elapsedMs: performance.now() - started }));
  }
  await runCommand(work.runtime, BREVO_WORKER, ({ trx, now }) => finishSync(trx, syncId, now));
}

async function syncOne(work: BrevoWork, syncId: string, contact: ContactRow): Promise<void> {
  const userId = contact.user_id;
  try {
    // A user forgotten meanwhile has no result row left to record.
    if (await pushContact(work, userId, { addToList: true })) {
      await runCommand(work.runtime, BREVO_WORKER, ({ trx }) =>
        recordOutcome(trx, { syncId, userId, outcome: 'synced' }),
      );
    }
  } catch (error) {
    // Only Brevo's refusals count against a user; our own failures (the database) retry the job.
    if (!(error instanceof BrevoError)) throw error;
    work.log.warn({ err: error, syncId, userId }, 'user not synced to Brevo');
    const failed = { syncId, userId, outcome: 'failed' as const, error: (error as Error).message };
    await runCommand(work.runtime, BREVO_WORKER, ({ trx }) => recordOutcome(trx, failed));
  }
}
