import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncProgress } from '@prop/contracts/marketing';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';
import { brevoEnv, startMarketing, type TestMarketing } from './helper.ts';

const USERS = 500;
const BATCH = 100;

describe("'sync all' of 500 users to Brevo", () => {
  let fake: FakeBrevo;
  let marketing: TestMarketing;
  beforeAll(async () => {
    fake = await startFakeBrevo({ failEmails: /^failing\./ });
    marketing = await startMarketing(
      brevoEnv(fake, { BREVO_IMPORT_BATCH_SIZE: String(BATCH), BREVO_PROCESS_POLL_MS: '100' }),
    );
  });
  afterAll(async () => {
    await marketing.close();
    await fake.close();
  });

  let firstSyncId = '';
  const startSync = () =>
    marketing.app.inject({ method: 'POST', url: '/api/admin/brevo/sync', headers: marketing.admin() });
  const progress = async () =>
    (await marketing.app.inject({ method: 'GET', url: '/api/admin/brevo/sync', headers: marketing.admin() })).json()
      .sync as SyncProgress;
  const syncStartedRecords = async () =>
    (
      await marketing.deps.db
        .selectFrom('outbox')
        .select('envelope')
        .where('subject', '=', 'marketing.audit.recorded')
        .execute()
    ).filter((row) => (row.envelope as { data: { action: string } }).data.action === 'brevo.sync_started');

  it('runs in the background with visible progress, counts the failing user and goes on to the end', {
    timeout: 60_000,
  }, async () => {
    const users = await marketing.seedContacts(USERS, (index) =>
      index === 123 ? `failing.${index}@example.com` : `trader${index}.${Date.now()}@example.com`,
    );
    const started = performance.now();
    const syncCalls = () => fake.requests().filter((request) => request.at > started);

    const first = await startSync();
    expect(first.statusCode).toBe(202);
    const sync = first.json() as SyncProgress;
    firstSyncId = sync.id;
    expect(sync).toMatchObject({
      status: 'running',
      total: USERS,
      synced: expect.any(Number),
      failed: expect.any(Number),
    });

    const joined = await startSync();
    expect(joined.statusCode).toBe(202);
    expect((joined.json() as SyncProgress).id).toBe(sync.id);

    const seen: SyncProgress[] = [];
    for (let current = await progress(); current.status === 'running'; current = await progress()) {
      seen.push(current);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const final = await progress();
    expect(final).toMatchObject({ id: sync.id, status: 'finished', total: USERS, done: USERS, failed: 1 });
    expect(final.synced + final.failed).toBe(USERS);
    expect(final.finishedAt).not.toBeNull();

    // Progress was visible while it ran, and never went backwards.
    expect(seen.some((snapshot) => snapshot.done > 0 && snapshot.done < USERS)).toBe(true);
    for (const [index, snapshot] of seen.entries()) {
      expect(snapshot.done).toBeGreaterThanOrEqual(seen[index - 1]?.done ?? 0);
      expect(snapshot.total).toBe(USERS);
    }

    // One import per batch, each followed until Brevo completed it before the next one started:
    // no user is sent one by one, and the sync never has two imports under way.
    const calls = syncCalls().map(({ method, path }) => `${method} ${path}`);
    expect(calls.filter((call) => call === 'POST /v3/contacts')).toEqual([]);
    const imports = calls.flatMap((call, index) => (call === 'POST /v3/contacts/import' ? [index] : []));
    expect(imports).toHaveLength(USERS / BATCH);
    for (const [batch, index] of imports.entries()) {
      const process = `GET /v3/processes/${batch + 1}`;
      const reads = calls.slice(index + 1, imports[batch + 1]).filter((call) => call === process);
      expect(reads.length, process).toBeGreaterThanOrEqual(2);
    }
    // Everyone but the failing user is in the firm's list, with their attributes.
    for (const user of users.filter((candidate) => !candidate.email.startsWith('failing.'))) {
      expect(fake.contact(user.email)?.listIds.has(fake.listId), user.email).toBe(true);
    }
    // The failing user was sent like the rest; Brevo's report named them, and the reason is kept.
    expect(fake.importedRows().filter((row) => row.email === 'failing.123@example.com')).toHaveLength(1);
    expect(fake.contact('failing.123@example.com')).toBeUndefined();
    const failure = await marketing.deps.db
      .selectFrom('sync_results')
      .select(['user_id', 'error'])
      .where('sync_id', '=', sync.id)
      .where('outcome', '=', 'failed')
      .execute();
    expect(failure).toEqual([{ user_id: users[123]?.user_id, error: 'Brevo did not import it: invalid emails' }]);
    expect(await syncStartedRecords()).toHaveLength(1);
  });

  it('starts a new sync once the last one has finished', async () => {
    const next = await startSync();
    expect(next.statusCode).toBe(202);
    const body = next.json() as SyncProgress;
    expect(body.id).not.toBe(firstSyncId);
    expect(body.total).toBe(USERS);
    expect(await syncStartedRecords()).toHaveLength(2);
  });
});
