import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brevoSetupFrom } from '../src/brevo/brevo-setup.ts';
import { pushContact } from '../src/commands/push-contact.ts';
import { runSync } from '../src/commands/run-sync.ts';
import type { BrevoWork } from '../src/context.ts';
import { countOutcomes, insertOrFindRunningSync, nextPending, recordOutcome } from '../src/db/syncs.ts';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, startMarketing, type TestMarketing } from './helper.ts';

describe('Brevo work interrupted or overtaken', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  let work: BrevoWork;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(brevoEnv(fake, { BREVO_CONTACTS_PER_SECOND: '1000' }));
    const brevo = brevoSetupFrom(marketing.config, { warn: () => {} }, marketing.deps.clock);
    if (!brevo) throw new Error('Brevo should be configured');
    work = { db: marketing.deps.db, brevo, log: marketing.deps.log, runtime: marketing.deps.runtime };
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  it('a sync run again after a crash pushes only the users still pending', async () => {
    await marketing.seedContacts(20);
    const { sync } = await marketing.deps.db.transaction().execute((trx) => insertOrFindRunningSync(trx, randomUUID()));
    const doneBeforeCrash = await nextPending(marketing.deps.db, sync.id, 8);
    for (const contact of doneBeforeCrash) {
      await recordOutcome(marketing.deps.db, { syncId: sync.id, userId: contact.user_id, outcome: 'synced' });
    }
    const before = fake.requests().length;

    await runSync(work, sync.id);

    const pushed = fake
      .requests()
      .slice(before)
      .map((request) => (request.body as { ext_id: string }).ext_id);
    expect(pushed).toHaveLength(12);
    expect(pushed).not.toEqual(expect.arrayContaining(doneBeforeCrash.map((contact) => contact.user_id)));
    expect(await countOutcomes(marketing.deps.db, sync.id)).toEqual({ pending: 0, synced: 20, failed: 0 });
  });

  it('a push overtaken by the user’s deletion deletes the contact it just wrote', async () => {
    const [user] = await marketing.seedContacts(1);
    const userId = user?.user_id ?? '';
    // The deletion lands while the push is under way: the contact was read, then the user forgotten.
    await marketing.deps.db.insertInto('forgotten_users').values({ user_id: userId }).execute();

    expect(await pushContact(work, userId, { addToList: true })).toBeNull();

    const [push, deletion] = fake.requests().slice(-2);
    expect(push).toMatchObject({ method: 'POST', path: '/v3/contacts' });
    expect(deletion).toMatchObject({
      method: 'DELETE',
      path: `/v3/contacts/${userId}`,
      query: { identifierType: 'ext_id' },
    });
    expect(fake.contact(user?.email ?? '')).toBeUndefined();
  });
});
