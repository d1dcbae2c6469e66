import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFakeBrevo } from '../services/marketing/test/fake-brevo.ts';

/** A trader registered with an email like this is one Brevo always answers 500 for. */
export const FAILING_EMAIL_PREFIX = 'brevo-fail.';

/**
 * The marketing integration tests' fake Brevo, for the browser tests: it runs in the global setup,
 * while the specs run in workers, so a small control server beside it lets a spec read what the
 * fake was sent and the contacts it keeps. Both listen on 127.0.0.1 only.
 */
export async function startE2eFakeBrevo() {
  const escaped = FAILING_EMAIL_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const fake = await startFakeBrevo({ failEmails: new RegExp(`^${escaped}`) });

  const control = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://control');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/requests') {
      return send(200, fake.requests());
    }
    const contactMatch = /^\/contacts\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && contactMatch) {
      const contact = fake.contact(decodeURIComponent(contactMatch[1] ?? ''));
      return contact
        ? send(200, { ...contact, listIds: [...contact.listIds] })
        : send(404, { message: 'no such contact' });
    }
    return send(404, { message: `no route ${request.method} ${url.pathname}` });
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;

  return {
    /** What the marketing service needs to talk to the fake. */
    env: { BREVO_API_URL: fake.url, BREVO_API_KEY: fake.apiKey, BREVO_LIST_ID: String(fake.listId) },
    apiKey: fake.apiKey,
    listId: fake.listId,
    /** Brevo's API as the fake answers it, e.g. for a spec to read a list's figures itself. */
    apiUrl: fake.url,
    controlUrl: `http://127.0.0.1:${port}`,
    async close() {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await fake.close();
    },
  };
}
