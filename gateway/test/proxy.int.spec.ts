import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deadUpstreamUrl, startUpstream, type Upstream } from './support/upstream.ts';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';

let upstream: Upstream;
let calendar: Upstream;
let gateway: TestGateway;
let cookie: string;

beforeAll(async () => {
  upstream = await startUpstream();
  calendar = await startUpstream();
  gateway = await startGateway({
    ...allServicesAt(upstream.url),
    CALENDAR_URL: calendar.url,
    PAYOUTS_URL: await deadUpstreamUrl(),
  });
  ({ cookie } = await gateway.signIn('trader'));
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await calendar.close();
});
beforeEach(() => {
  upstream.received.length = 0;
  calendar.received.length = 0;
  upstream.answer((request) => ({ body: { path: request.url } }));
});

describe('proxy', () => {
  it('answers 404 for any /api path the table does not list, without reaching a service', async () => {
    const { cookie: adminCookie } = await gateway.signIn('admin');
    const attempts = [
      { method: 'GET', url: '/api/users' },
      { method: 'GET', url: '/api/admin/user/1/extra' },
      { method: 'DELETE', url: '/api/user' },
      { method: 'POST', url: '/api/admin/secret-export' },
      { method: 'GET', url: '/api' },
    ] as const;
    for (const attempt of attempts) {
      const response = await gateway.app.inject({ ...attempt, headers: { cookie: `${cookie}; ${adminCookie}` } });
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('sends each route to its own service, path and query unchanged', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/economic-events?from=2024-01-01&q=a%20b',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(calendar.received.map((request) => request.url)).toEqual(['/api/economic-events?from=2024-01-01&q=a%20b']);
    expect(upstream.received).toHaveLength(0);
  });

  it('forwards the raw body byte for byte with its content type', async () => {
    const body = '{ "subject" : "Login issue",\n "message": "caf\u00e9 \u2013 spacing kept",  "priority":"high" }';
    await gateway.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers: { cookie, 'content-type': 'application/json; charset=utf-8' },
      payload: body,
    });
    const [received] = upstream.received;
    expect(received?.body.toString('utf8')).toBe(body);
    expect(received?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('forwards bodies of any content type, e.g. a multipart upload', async () => {
    const boundary = 'xyz';
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="a"\r\n\r\n\u0000\u00ff binary\r\n--${boundary}--\r\n`;
    await gateway.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(body, 'latin1'),
    });
    expect(upstream.received[0]?.body.equals(Buffer.from(body, 'latin1'))).toBe(true);
  });

  it('refuses a body over the route limit with 413', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/support/ticket',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(upstream.received).toHaveLength(0);
  });

  it("passes the service's status, body and Set-Cookie headers back", async () => {
    upstream.answer(() => ({
      status: 400,
      headers: { 'set-cookie': ['prop_session=abc; Path=/; HttpOnly', 'other=1; Path=/'] },
      body: { message: 'Invalid email address' },
    }));
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"x"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid email address' });
    expect(response.headers['set-cookie']).toEqual(['prop_session=abc; Path=/; HttpOnly', 'other=1; Path=/']);
  });

  it('gives the request id to the service', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(upstream.received[0]?.headers['x-request-id']).toBe(response.headers['x-request-id']);
  });

  it("tells every service the client's address with its own token, public calls too, never a client's copy", async () => {
    const forged = { 'x-client-address': '203.0.113.66', 'x-internal-token': 'forged' };
    await gateway.app.inject({
      method: 'GET',
      url: '/api/user',
      remoteAddress: '192.0.2.41',
      headers: { cookie, ...forged },
    });
    await gateway.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.42',
      headers: { 'content-type': 'application/json', ...forged },
      payload: '{}',
    });
    expect(upstream.received.map((request) => request.headers['x-client-address'])).toEqual([
      '192.0.2.41',
      '192.0.2.42',
    ]);
    for (const request of upstream.received) {
      expect(request.headers['x-internal-token']).toBe(gateway.config.INTERNAL_TOKEN);
    }
  });

  it('answers 503 naming a service that is not running', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await gateway.app.inject({
        method,
        url: method === 'GET' ? '/api/withdrawal/requests' : '/api/withdrawal/request',
        headers: { cookie, 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The payouts service is unavailable. Please try again shortly.' });
    }
  });
});

describe('a service that does not answer in time', () => {
  it('answers 503 after the upstream timeout', async () => {
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const slow = await startGateway({
      ...allServicesAt(`http://127.0.0.1:${(hanging.address() as AddressInfo).port}`),
      UPSTREAM_TIMEOUT_MS: '300',
    });
    try {
      const { cookie: slowCookie } = await slow.signIn('trader');
      const response = await slow.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: slowCookie } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: 'The accounts service is unavailable. Please try again shortly.' });
    } finally {
      await slow.close();
      hanging.closeAllConnections();
      await new Promise((resolve) => hanging.close(resolve));
    }
  });
});

describe('health', () => {
  it('is live and ready while Redis and NATS answer', async () => {
    expect((await gateway.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await gateway.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { redis: 'ok', nats: 'ok' } });
  });
});
