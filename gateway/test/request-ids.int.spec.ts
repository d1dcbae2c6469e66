import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let upstream: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway(allServicesAt(upstream.url));
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

describe('request ids', () => {
  it("names every request itself: a client's x-request-id is never the id", async () => {
    const { cookie } = await gateway.signIn('trader');
    const attempts = [
      { method: 'GET', url: '/api/user', headers: { cookie, 'x-request-id': 'chosen-by-client' } },
      // A public call too: there the service adopts the id just the same.
      { method: 'POST', url: '/api/logout', headers: { 'x-request-id': 'chosen-by-client' } },
    ] as const;
    for (const attempt of attempts) {
      const response = await gateway.app.inject(attempt);
      const forwarded = upstream.received.at(-1)?.headers['x-request-id'];
      expect(forwarded, attempt.url).toMatch(/^[0-9a-f-]{36}$/);
      expect(forwarded).not.toBe('chosen-by-client');
      expect(response.headers['x-request-id']).toBe(forwarded);
    }
  });

  it('gives each request an id of its own, whatever the client repeats', async () => {
    const { cookie } = await gateway.signIn('trader');
    const ids = new Set<string>();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie, 'x-request-id': 'same-id-every-time' },
      });
      ids.add(String(response.headers['x-request-id']));
    }
    expect(ids.size).toBe(3);
  });
});
