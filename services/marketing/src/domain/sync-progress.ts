import type { SyncProgress } from '@prop/contracts/marketing';
import type { SyncOutcome, SyncRow } from '../db/types.ts';

/** A sync as the admin page shows it: every user it covers is pending, synced or failed. */
export function toSyncProgress(sync: SyncRow, counts: Record<SyncOutcome, number>): SyncProgress {
  const done = counts.synced + counts.failed;
  return {
    id: sync.id,
    status: sync.status,
    total: done + counts.pending,
    done,
    synced: counts.synced,
    failed: counts.failed,
    startedAt: sync.started_at.toISOString(),
    finishedAt: sync.finished_at ? sync.finished_at.toISOString() : null,
  };
}
