import { describe, expect, it } from 'vitest';
import { CALLER_HEADERS } from '../src/caller.ts';
import { createApp } from '../src/create-app.ts';

const INTERNAL_TOKEN = 'internal-token-of-this-test-0123456789';

async function idOf(headers: Record<string, string>, token: { INTERNAL_TOKEN?: string } = { INTERNAL_TOKEN }) {
  const app = createApp({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...token });
  app.get('/id', async (request) => ({ id: request.id }));
  const response = await app.inject({ method: 'GET', url: '/id', headers });
  await app.close();
  const { id } = response.json<{ id: string }>();
  expect(response.headers['x-request-id']).toBe(id);
  return id;
}

describe('request ids', () => {
  it("adopts the gateway's id, sent with the internal token", async () => {
    const id = await idOf({ 'x-request-id': 'from-the-gateway-1', [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN });
    expect(id).toBe('from-the-gateway-1');
  });

  it("never adopts a client's id: without the token, with a wrong one, or with no token configured", async () => {
    const attempts: Array<[Record<string, string>, { INTERNAL_TOKEN?: string }]> = [
      [{ 'x-request-id': 'chosen-by-client' }, { INTERNAL_TOKEN }],
      [{ 'x-request-id': 'chosen-by-client', [CALLER_HEADERS.internalToken]: 'guessed-token' }, { INTERNAL_TOKEN }],
      [{ 'x-request-id': 'chosen-by-client', [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN }, {}],
    ];
    for (const [headers, token] of attempts) {
      const id = await idOf(headers, token);
      expect(id).not.toBe('chosen-by-client');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('makes its own id when the gateway sends a malformed one', async () => {
    const id = await idOf({ 'x-request-id': 'a b', [CALLER_HEADERS.internalToken]: INTERNAL_TOKEN });
    expect(id).not.toBe('a b');
  });
});
