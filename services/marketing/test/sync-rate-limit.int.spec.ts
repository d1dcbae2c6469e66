import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncProgress } from '@prop/contracts/marketing';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, eventually, startMarketing, type TestMarketing } from './helper.ts';

const USERS = 5000;
const BATCH = 500;
/** Issue 20's case: Brevo answers 429 to everything for two minutes of real time, mid-sync. */
const WINDOW_MS = 120_000;

describe('a sync of 5,000 users through a 2-minute Brevo rate limit', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(brevoEnv(fake, { BREVO_IMPORT_BATCH_SIZE: String(BATCH) }));
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  const progress = async () =>
    (await marketing.app.inject({ method: 'GET', url: '/api/admin/brevo/sync', headers: marketing.admin() })).json()
      .sync as SyncProgress;
  /** The sync job as BullMQ keeps it in Redis: waiting in the delayed set, or held by a worker. */
  const jobState = async (syncId: string) => {
    const queue = `${redisKeyPrefix(marketing.namespace)}bull:marketing`;
    const jobId = `sync-${syncId}`;
    const delayed = (await marketing.deps.redis.zscore(`${queue}:delayed`, jobId)) !== null;
    const active = (await marketing.deps.redis.lrange(`${queue}:active`, 0, -1)).includes(jobId);
    return { delayed, active };
  };

  it('pauses its job until the limit resets, then ends with every user synced and none failed', {
    timeout: WINDOW_MS + 90_000,
  }, async () => {
    await marketing.seedContacts(USERS);
    const started = await marketing.app.inject({
      method: 'POST',
      url: '/api/admin/brevo/sync',
      headers: marketing.admin(),
    });
    expect(started.statusCode).toBe(202);
    const syncId = (started.json() as SyncProgress).id;

    // The limit strikes after the first batches, with the third import under way.
    await eventually(
      async () => expect(fake.requests({ path: '/v3/contacts/import' }).length).toBeGreaterThanOrEqual(3),
      20_000,
      5,
    );
    const window = fake.rateLimitFor(WINDOW_MS);

    // Paused, not sleeping: the job leaves its worker for BullMQ's delayed set and stays there.
    await eventually(async () => expect(await jobState(syncId)).toEqual({ delayed: true, active: false }), 10_000);
    const before = await progress();
    expect(before.synced).toBeGreaterThanOrEqual(2 * BATCH);
    expect(before.synced).toBeLessThan(USERS);
    while (performance.now() < window.until - 5_000) {
      expect(await jobState(syncId)).toEqual({ delayed: true, active: false });
      expect(await progress()).toMatchObject({ status: 'running', synced: before.synced, failed: 0 });
      await sleep(Math.min(10_000, window.until - 5_000 - performance.now()));
    }

    const final = await eventually(
      async () => {
        const current = await progress();
        expect(current.status).toBe('finished');
        return current;
      },
      60_000,
      250,
    );
    expect(final).toMatchObject({ total: USERS, done: USERS, synced: USERS, failed: 0 });

    // During the window Brevo was asked next to nothing: the 429 that paused the job, and no import.
    const inWindow = fake.requests().filter((request) => request.at >= window.from && request.at < window.until);
    expect(inWindow.length).toBeLessThanOrEqual(3);
    expect(inWindow.filter((request) => request.path === '/v3/contacts/import').length).toBeLessThanOrEqual(1);
    // Every user is in the firm's list.
    expect(fake.contactCount()).toBe(USERS);
    const emails = new Set(fake.importedRows().map((row) => row.email));
    expect(emails.size).toBe(USERS);
    for (const email of emails) expect(fake.contact(email)?.listIds.has(fake.listId), email).toBe(true);
  });
});
