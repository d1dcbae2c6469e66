import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '@prop/service-kit/clock';
import { createBrevoClient } from '../src/brevo/brevo-client.ts';
import { BrevoError } from '../src/brevo/brevo-error.ts';
import { type FakeBrevo, startFakeBrevo } from './fake-brevo.ts';

describe('the Brevo client against a server that answers like Brevo', () => {
  let fake: FakeBrevo;
  const clientFor = (overrides: { apiKey?: string; retries?: number } = {}) =>
    createBrevoClient({
      baseUrl: fake.url,
      apiKey: overrides.apiKey ?? fake.apiKey,
      retries: overrides.retries ?? 2,
      retryMinMs: 20,
      maxRetryTimeMs: 10_000,
      timeoutMs: 5_000,
      log: { warn: () => {} },
      clock: createClock(),
    });
  beforeAll(async () => {
    fake = await startFakeBrevo();
  });
  afterAll(() => fake.close());

  it("sends the api-key header and Brevo's documented JSON for a contact", async () => {
    const userId = randomUUID();
    const email = `ada.${userId}@example.com`;
    await clientFor().upsertContact({
      email,
      extId: userId,
      attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'United Kingdom' },
      listIds: [7],
    });
    const [sent] = fake.requests({ method: 'POST', path: '/v3/contacts' }).slice(-1);
    expect(sent?.headers['api-key']).toBe(fake.apiKey);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.body).toEqual({
      email,
      ext_id: userId,
      attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'United Kingdom' },
      listIds: [7],
      updateEnabled: true,
    });
    expect(fake.contact(email)?.listIds.has(7)).toBe(true);

    await clientFor().removeFromList(7, email);
    expect(fake.requests({ path: '/v3/contacts/lists/7/contacts/remove' }).at(-1)?.body).toEqual({ emails: [email] });

    await clientFor().deleteContact(userId);
    const deletion = fake.requests({ method: 'DELETE' }).at(-1);
    expect(deletion?.path).toBe(`/v3/contacts/${userId}`);
    expect(deletion?.query).toEqual({ identifierType: 'ext_id' });
    expect(fake.contact(email)).toBeUndefined();
  });

  it("imports contacts in one request, as Brevo's documented JSON, and follows the import's process", async () => {
    const ada = { id: randomUUID(), email: `ada.${randomUUID()}@example.com` };
    const bad = `failing.${randomUUID()}@example.com`;
    fake.failEmail(bad);
    const { processId } = await clientFor().importContacts(
      [
        { email: ada.email, extId: ada.id, attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'France' } },
        { email: bad, extId: randomUUID(), attributes: { FIRSTNAME: 'F', LASTNAME: 'L' } },
      ],
      7,
    );
    const sent = fake.requests({ method: 'POST', path: '/v3/contacts/import' }).at(-1);
    expect(sent?.headers['api-key']).toBe(fake.apiKey);
    expect(sent?.body).toEqual({
      jsonBody: [
        { email: ada.email, ext_id: ada.id, attributes: { FIRSTNAME: 'Ada', LASTNAME: 'Lovelace', COUNTRY: 'France' } },
        { email: bad, ext_id: expect.any(String), attributes: { FIRSTNAME: 'F', LASTNAME: 'L' } },
      ],
      listIds: [7],
      updateExistingContacts: true,
      emptyContactsAttributes: false,
      disableNotification: true,
    });

    expect(await clientFor().getProcess(processId)).toMatchObject({ id: processId, status: 'in_process' });
    const done = await clientFor().getProcess(processId);
    expect(done).toMatchObject({ id: processId, status: 'completed' });
    expect(fake.contact(ada.email)?.listIds.has(7)).toBe(true);

    // The report is a link of Brevo's own: fetched without the API key.
    const link = String(done.info?.import?.invalid_emails);
    expect(await clientFor().getImportReport(link)).toContain(bad);
    expect(fake.requests().at(-1)?.headers['api-key']).toBeUndefined();
  });

  it("throws a sync's 429 at once with Brevo's reset, rather than waiting", async () => {
    const window = fake.rateLimitFor(30_000);
    try {
      const limited = await clientFor()
        .getProcess(1)
        .catch((error: unknown) => error);
      expect(limited).toMatchObject({ name: 'BrevoError', status: 429, retryAfterMs: 30_000 });
      expect(performance.now() - window.from).toBeLessThan(5_000);
    } finally {
      fake.rateLimitFor(0);
    }
  });

  it('reads the lists and one list with its totals', async () => {
    expect(await clientFor().getLists()).toEqual([
      expect.objectContaining({ id: 7, name: 'Funded Traders' }),
      expect.objectContaining({ id: 8, name: 'Newsletter' }),
    ]);
    expect(fake.requests({ path: '/v3/contacts/lists' }).at(-1)?.query).toEqual({ limit: '50', offset: '0' });
    expect(await clientFor().getList(8)).toEqual({
      id: 8,
      name: 'Newsletter',
      totalSubscribers: 0,
      uniqueSubscribers: 0,
      totalBlacklisted: 0,
    });
  });

  it('retries a 429 only after the Retry-After it was given', async () => {
    fake.rateLimitNext(1, 1);
    const before = fake.requests().length;
    await clientFor().getList(7);
    const [limited, retried] = fake.requests().slice(before);
    expect(retried?.path).toBe(limited?.path);
    expect((retried?.at ?? 0) - (limited?.at ?? 0)).toBeGreaterThanOrEqual(1000);
  });

  it('does not spend its 5xx retries on 429s', async () => {
    fake.rateLimitNext(3, 0);
    await expect(clientFor({ retries: 1 }).getList(7)).resolves.toMatchObject({ id: 7 });
  });

  it('backs off and retries a 5xx, then fails with Brevo’s answer when it persists', async () => {
    const email = `failing.${randomUUID()}@example.com`;
    fake.failEmail(email);
    const attempt = clientFor({ retries: 2 }).upsertContact({
      email,
      extId: randomUUID(),
      attributes: { FIRSTNAME: 'F', LASTNAME: 'L' },
    });
    await expect(attempt).rejects.toMatchObject({ name: 'BrevoError', status: 500, code: 'internal_error' });
    expect(
      fake
        .requests({ method: 'POST', path: '/v3/contacts' })
        .filter((r) => (r.body as { email: string }).email === email),
    ).toHaveLength(3);
  });

  it('fails at once, without retrying, when Brevo refuses the request', async () => {
    const before = fake.requests().length;
    const refused = await clientFor({ apiKey: 'wrong-key' })
      .getList(7)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BrevoError);
    expect(refused).toMatchObject({ status: 401, code: 'unauthorized', message: 'Key not found' });
    expect(fake.requests().length - before).toBe(1);
  });

  it('counts deleting a contact Brevo never had as done', async () => {
    await expect(clientFor().deleteContact(randomUUID())).resolves.toBeUndefined();
  });

  it('fails as unreachable, after its retries, when nothing answers', async () => {
    const gone = createBrevoClient({
      baseUrl: await refusedUrl(),
      apiKey: 'k',
      retries: 1,
      retryMinMs: 10,
      maxRetryTimeMs: 5_000,
      timeoutMs: 1_000,
      log: { warn: () => {} },
      clock: createClock(),
    });
    await expect(gone.getList(7)).rejects.toMatchObject({ status: 0, code: 'unreachable' });
  });
});

/** An address where nothing listens: a server's port, after the server is gone. */
async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v3`;
}
