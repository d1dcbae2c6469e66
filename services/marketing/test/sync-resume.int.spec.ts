import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brevoSetupFrom } from '../src/brevo/brevo-setup.ts';
import { pushContact } from '../src/commands/push-contact.ts';
import { runSync } from '../src/commands/run-sync.ts';
import type { BrevoWork } from '../src/context.ts';
import { countOutcomes, insertOrFindRunningSync, nextPending, recordOutcomes } from '../src/db/syncs.ts';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, startMarketing, type TestMarketing } from './helper.ts';

describe('Brevo work interrupted or overtaken', () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  let work: BrevoWork;
  beforeAll(async () => {
    fake = await startFakeBrevo();
    marketing = await startMarketing(brevoEnv(fake));
    const brevo = brevoSetupFrom(marketing.config, { warn: () => {} }, marketing.deps.clock);
    if (!brevo) throw new Error('Brevo should be configured');
    work = { db: marketing.deps.db, brevo, log: marketing.deps.log, runtime: marketing.deps.runtime };
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  it('a sync run again after a crash sends only the users still pending', async () => {
    await marketing.seedContacts(20);
    const { sync } = await marketing.deps.db.transaction().execute((trx) => insertOrFindRunningSync(trx, randomUUID()));
    const doneBeforeCrash = await nextPending(marketing.deps.db, sync.id, 8);
    const userIds = doneBeforeCrash.map((contact) => contact.user_id);
    await recordOutcomes(marketing.deps.db, { syncId: sync.id, userIds, outcome: 'synced' });
    const before = fake.importedRows().length;

    await runSync(work, sync.id, { pauseFor: () => Promise.reject(new Error('Brevo did not rate-limit this sync')) });

    const pushed = fake
      .importedRows()
      .slice(before)
      .map((row) => row.ext_id);
    expect(pushed).toHaveLength(12);
    expect(pushed.filter((userId) => userIds.includes(userId ?? ''))).toEqual([]);
    expect(await countOutcomes(marketing.deps.db, sync.id)).toEqual({ pending: 0, synced: 20, failed: 0 });
  });

  it('a sync rate-limited by Brevo puts its job back until the limit resets, and fails no one', async () => {
    await marketing.seedContacts(5);
    const { sync } = await marketing.deps.db.transaction().execute((trx) => insertOrFindRunningSync(trx, randomUUID()));
    fake.rateLimitNext(1, 7);
    const pauses: number[] = [];
    const paused = new Error('paused');

    const run = runSync(work, sync.id, {
      pauseFor: (delayMs) => {
        pauses.push(delayMs);
        return Promise.reject(paused);
      },
    });

    await expect(run).rejects.toBe(paused);
    expect(pauses).toEqual([7000]);
    expect(await countOutcomes(marketing.deps.db, sync.id)).toMatchObject({ synced: 0, failed: 0 });
    // Run again once the limit has reset, it goes on with everyone.
    await runSync(work, sync.id, { pauseFor: () => Promise.reject(new Error('rate-limited again')) });
    expect(await countOutcomes(marketing.deps.db, sync.id)).toMatchObject({ pending: 0, failed: 0 });
  });

  it('a sync overtaken by a user’s deletion deletes the contact its import just wrote', async () => {
    const [forgotten, kept] = await marketing.seedContacts(2);
    const { sync } = await marketing.deps.db.transaction().execute((trx) => insertOrFindRunningSync(trx, randomUUID()));
    // The deletion lands while the import is under way: the user was read, then forgotten.
    await marketing.deps.db
      .insertInto('forgotten_users')
      .values({ user_id: forgotten?.user_id ?? '' })
      .execute();

    await runSync(work, sync.id, { pauseFor: () => Promise.reject(new Error('Brevo did not rate-limit this sync')) });

    expect(fake.requests({ method: 'DELETE' }).at(-1)).toMatchObject({
      path: `/v3/contacts/${forgotten?.user_id}`,
      query: { identifierType: 'ext_id' },
    });
    expect(fake.contact(forgotten?.email ?? '')).toBeUndefined();
    expect(fake.contact(kept?.email ?? '')?.listIds.has(fake.listId)).toBe(true);
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
