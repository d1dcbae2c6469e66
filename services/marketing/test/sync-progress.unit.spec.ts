import { describe, expect, it } from 'vitest';
import { toSyncProgress } from '../src/domain/sync-progress.ts';

const sync = {
  id: '0b6f2c1e-8d0a-4c43-9d2e-5f4a1c2b3d4e',
  status: 'running' as const,
  started_by: '1b6f2c1e-8d0a-4c43-9d2e-5f4a1c2b3d4e',
  started_at: new Date('2026-06-13T12:00:00Z'),
  finished_at: null,
};

describe('the progress of a sync', () => {
  it('counts every covered user once: done is synced plus failed, total adds the pending', () => {
    expect(toSyncProgress(sync, { pending: 300, synced: 190, failed: 10 })).toEqual({
      id: sync.id,
      status: 'running',
      total: 500,
      done: 200,
      synced: 190,
      failed: 10,
      startedAt: '2026-06-13T12:00:00.000Z',
      finishedAt: null,
    });
  });

  it('shows when a finished sync ended', () => {
    const finished = { ...sync, status: 'finished' as const, finished_at: new Date('2026-06-13T12:01:00Z') };
    expect(toSyncProgress(finished, { pending: 0, synced: 2, failed: 0 })).toMatchObject({
      total: 2,
      done: 2,
      finishedAt: '2026-06-13T12:01:00.000Z',
    });
  });
});
