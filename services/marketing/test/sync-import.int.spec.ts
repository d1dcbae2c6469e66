import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brevoSetupFrom } from '../src/brevo/brevo-setup.ts';
import { runSync } from '../src/commands/run-sync.ts';
import type { BrevoWork } from '../src/context.ts';
import { countOutcomes, findSync, insertOrFindRunningSync } from '../src/db/syncs.ts';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, startMarketing, type TestMarketing } from './helper.ts';

const notRateLimited = { pauseFor: () => Promise.reject(new Error('Brevo did not rate-limit this sync')) };

describe('a sync’s imports that Brevo does not take', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  let work: BrevoWork;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(brevoEnv(fake, { BREVO_IMPORT_BATCH_SIZE: '4' }));
    const brevo = brevoSetupFrom(marketing.config, { warn: () => {} }, marketing.deps.clock);
    if (!brevo) throw new Error('Brevo should be configured');
    work = { db: marketing.deps.db, brevo, log: marketing.deps.log, runtime: marketing.deps.runtime };
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  const startSync = () =>
    marketing.deps.db.transaction().execute(async (trx) => (await insertOrFindRunningSync(trx, randomUUID())).sync);
  const errorsOf = async (syncId: string) =>
    (
      await marketing.deps.db
        .selectFrom('sync_results')
        .select('error')
        .distinct()
        .where('sync_id', '=', syncId)
        .execute()
    ).map((row) => row.error);

  it('counts the users of an import Brevo refuses (400) as failed with its reason, and finishes', async () => {
    await marketing.seedContacts(6);
    const sync = await startSync();
    fake.refuseImports(true);
    try {
      await runSync(work, sync.id, notRateLimited);
    } finally {
      fake.refuseImports(false);
    }
    // Two batches, each sent once: a refusal is Brevo's answer, not a fault to retry.
    expect(fake.requests({ method: 'POST', path: '/v3/contacts/import' })).toHaveLength(2);
    expect(await countOutcomes(marketing.deps.db, sync.id)).toEqual({ pending: 0, synced: 0, failed: 6 });
    expect(await errorsOf(sync.id)).toEqual(['Brevo refused the import: Import refused']);
    expect((await findSync(marketing.deps.db, sync.id))?.status).toBe('finished');
    expect(fake.contactCount()).toBe(0);
  });

  it('counts the users of an import whose process Brevo gives up as failed', async () => {
    const sync = await startSync();
    fake.failProcesses(true);
    try {
      await runSync(work, sync.id, notRateLimited);
    } finally {
      fake.failProcesses(false);
    }
    expect(await countOutcomes(marketing.deps.db, sync.id)).toEqual({ pending: 0, synced: 0, failed: 6 });
    expect(await errorsOf(sync.id)).toEqual([
      expect.stringMatching(/^Brevo's import \d+ ended failed$/),
      expect.stringMatching(/^Brevo's import \d+ ended failed$/),
    ]);
  });

  it('syncs every user once the process of their import has completed, and notes when they were sent', async () => {
    const sync = await startSync();
    await runSync(work, sync.id, notRateLimited);
    expect(await countOutcomes(marketing.deps.db, sync.id)).toEqual({ pending: 0, synced: 6, failed: 0 });
    const pushed = await marketing.deps.db.selectFrom('contacts').select('pushed_at').execute();
    expect(pushed.every((row) => row.pushed_at !== null)).toBe(true);
    expect(fake.contactCount()).toBe(6);
  });
});
