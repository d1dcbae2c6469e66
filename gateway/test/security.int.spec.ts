import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let upstream: Upstream;
let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway(allServicesAt(upstream.url));
  ({ cookie } = await gateway.signIn('trader'));
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

const post = (headers: Record<string, string>, target = gateway) =>
  target.app.inject({
    method: 'POST',
    url: '/api/support/ticket',
    headers: { host: 'app.example.com', cookie, 'content-type': 'application/json', ...headers },
    payload: '{}',
  });

describe('security headers', () => {
  it('sends a CSP fit for the React apps and the other headers', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie, host: 'app.example.com' },
    });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "frame-src 'self' blob:",
      "connect-src 'self' ws://app.example.com",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps a forged Host out of the CSP', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { host: "x; script-src 'unsafe-inline'" },
    });
    expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self';");
  });

  it('names each host in its own answers, however many hosts it was reached under', async () => {
    const hosts = Array.from({ length: 70 }, (_, index) => `app${index}.example.com`);
    for (const host of [...hosts, ...hosts.slice(0, 3)]) {
      const response = await gateway.app.inject({ method: 'GET', url: '/healthz', headers: { host } });
      expect(String(response.headers['content-security-policy'])).toContain(`connect-src 'self' ws://${host};`);
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('adds HSTS and wss only behind TLS', async () => {
    const secure = await startGateway({ ...allServicesAt(upstream.url), COOKIE_SECURE: 'true' });
    try {
      const response = await secure.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { host: 'app.example.com' },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self' wss://app.example.com");
    } finally {
      await secure.close();
    }
  });
});

describe('same-origin check', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    [
      'a matching Sec-Fetch-Site but a foreign Origin',
      { 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' },
    ],
  ])('refuses a write with %s', async (_name, headers) => {
    const response = await post(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses cross-site writes before the session check, on every unsafe method', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await gateway.app.inject({
        method,
        url: '/api/admin/user/1',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it.each([
    ['same-origin headers', { 'sec-fetch-site': 'same-origin', origin: 'http://app.example.com' }],
    ['Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }],
    ['no browser headers at all', {}],
  ])('lets a write through with %s', async (_name, headers) => {
    expect((await post(headers)).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
