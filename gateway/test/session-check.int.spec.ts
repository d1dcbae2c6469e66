import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import { SESSION_POLICY } from '@prop/service-kit/session-store';
import { API_ROUTES } from '../src/routes/route-table.ts';
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

/** Fills path parameters, so every table path becomes a requestable URL. */
const concrete = (path: string) => path.replace(/:\w+/g, 'a1b2c3');
const traderCookie = (token: string) => `${sessionCookieName('trader', false)}=${token}`;

describe('session check', () => {
  it('refuses an anonymous GET /api/user without reaching identity', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses a trader session on every admin route', async () => {
    const { cookie } = await gateway.signIn('trader');
    const adminRoutes = API_ROUTES.filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(25);
    for (const route of adminRoutes) {
      const response = await gateway.app.inject({
        method: route.method,
        url: concrete(route.path),
        headers: { cookie },
      });
      expect([401, 403], `${route.method} ${route.path}`).toContain(response.statusCode);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('refuses an admin session on trader routes', async () => {
    const { cookie, token } = await gateway.signIn('admin');
    for (const route of API_ROUTES.filter((candidate) => candidate.access === 'trader')) {
      const response = await gateway.app.inject({
        method: route.method,
        url: concrete(route.path),
        headers: { cookie },
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
    }
    // nor does an admin token presented under the trader cookie's name pass
    const renamed = await gateway.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: traderCookie(token) },
    });
    expect(renamed.statusCode).toBe(401);
    expect(upstream.received).toHaveLength(0);
  });

  it('lets a trader through with the verified identity and an admin to admin routes', async () => {
    const trader = await gateway.signIn('trader');
    const ok = await gateway.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: trader.cookie } });
    expect(ok.statusCode).toBe(200);
    const admin = await gateway.signIn('admin');
    const me = await gateway.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: admin.cookie } });
    expect(me.statusCode).toBe(200);
    expect(upstream.received.map((request) => request.headers['x-user-role'])).toEqual(['trader', 'admin']);
  });

  it('refuses a logged-out session at once', async () => {
    const { cookie, session } = await gateway.signIn('trader');
    await gateway.store.revoke(session.id);
    const response = await gateway.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(401);
  });

  it("restarts the idle timer on a session's first request, not on every poll after it, and still refuses it once revoked", async () => {
    const { cookie, session } = await gateway.signIn('trader');
    const ttl = () => gateway.redis.pttl(`${gateway.prefix}session:${session.id}`);
    const poll = () => gateway.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

    expect((await poll()).statusCode).toBe(200);
    expect(await ttl()).toBeGreaterThan(SESSION_POLICY.trader.idleMs - 5_000);
    await gateway.redis.pexpire(`${gateway.prefix}session:${session.id}`, 60_000);
    expect((await poll()).statusCode).toBe(200);
    expect(await ttl()).toBeLessThanOrEqual(60_000);

    await gateway.store.revoke(session.id);
    expect((await poll()).statusCode).toBe(401);
  });

  it('strips client-sent identity headers and the cookie, and sets the verified ones', async () => {
    const { cookie, session } = await gateway.signIn('trader');
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: {
        cookie,
        'x-user-id': 'someone-else',
        'x-user-role': 'admin',
        'x-user-email': 'boss@example.com',
        'x-session-id': 'forged',
        'x-internal-token': 'forged-token',
      },
    });
    expect(response.statusCode).toBe(200);
    const [received] = upstream.received;
    expect(received?.headers).toMatchObject({
      'x-user-id': session.userId,
      'x-user-role': 'trader',
      'x-session-id': session.id,
      'x-internal-token': gateway.config.INTERNAL_TOKEN,
    });
    expect(received?.headers['x-user-email']).toBeUndefined();
    expect(received?.headers.cookie).toBeUndefined();
  });

  it('passes public routes anonymously, dropping forged identity headers', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'x-user-id': 'someone', 'x-internal-token': 'guess', 'x-session-id': 'guess' },
    });
    expect(response.statusCode).toBe(200);
    const headers = upstream.received[0]?.headers ?? {};
    expect(headers['x-user-id']).toBeUndefined();
    // The gateway's own token, not the forged one: it vouches for the request id and client address.
    expect(headers['x-internal-token']).toBe(gateway.config.INTERNAL_TOKEN);
    expect(headers['x-session-id']).toBeUndefined();
  });

  it('tells identity which session a logout ends, for either area', async () => {
    const trader = await gateway.signIn('trader');
    const admin = await gateway.signIn('admin');
    await gateway.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `${trader.cookie}; ${admin.cookie}` },
    });
    await gateway.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie: `${trader.cookie}; ${admin.cookie}` },
    });
    expect(upstream.received.map((request) => request.headers['x-session-id'])).toEqual([
      trader.session.id,
      admin.session.id,
    ]);
  });
});
