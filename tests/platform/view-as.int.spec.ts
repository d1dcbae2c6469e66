import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE } from '../../packages/contracts/src/constants.ts';
import { ALL_ENDPOINTS } from '../../packages/contracts/src/endpoints/all.ts';
import { VIEW_AS_MESSAGES } from '../../packages/contracts/src/view-as.ts';
import { auditRecordsAbout } from '../../packages/service-kit/src/testing/audit-records.ts';
import { callerHeadersFor } from '../../packages/service-kit/src/testing/caller-headers.ts';
// The real gateway in front of the real identity service (every other service is a recording stand-in):
// an admin opens a read-only view of a trader's area, and this file holds what the view may and may not do.
import { allServicesAt, startGateway, type TestGateway } from '../../gateway/test/support/gateway.ts';
import { startUpstream, type Upstream } from '../../gateway/test/support/upstream.ts';
import { openSocket } from '../../gateway/test/support/ws-client.ts';
import { startIdentity, validRegistration } from '../../services/identity/test/helper.ts';

type Identity = Awaited<ReturnType<typeof startIdentity>>;

const VIEW_MINUTES = 30;
let identity: Identity;
let others: Upstream;
let gateway: TestGateway;
let gatewayUrl: string;
/** Identity's clock runs this far from the real one: a view started in the past has ended by now. */
let clockOffsetMs = 0;

beforeAll(async () => {
  identity = await startIdentity(
    { VIEW_AS_MINUTES: String(VIEW_MINUTES) },
    { clock: { now: () => new Date(Date.now() + clockOffsetMs) } },
  );
  const identityUrl = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  others = await startUpstream();
  gateway = await startGateway({
    ...allServicesAt(others.url),
    IDENTITY_URL: identityUrl,
    NAMESPACE: identity.namespace,
    WS_SESSION_CHECK_MS: '200',
  });
  gatewayUrl = await gateway.app.listen({ host: '127.0.0.1', port: 0 });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await others?.close();
  await identity?.close();
});

/** The cookie a response set, as a browser would send it back; '' when it cleared or set none. */
function cookieFrom(response: { cookies: Array<{ name: string; value: string }> }, name: string): string {
  const cookie = response.cookies.find((each) => each.name === name);
  return cookie?.value ? `${name}=${cookie.value}` : '';
}

const call = (method: string, url: string, cookie: string, payload?: unknown) =>
  gateway.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload:
      payload === undefined ? (method === 'GET' || method === 'HEAD' ? undefined : '{}') : JSON.stringify(payload),
  });

async function signInAdmin() {
  const login = await call('POST', '/api/admin/login', '', {
    email: identity.config.SEED_ADMIN_EMAIL,
    password: identity.config.SEED_ADMIN_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  const me = await call('GET', '/api/admin/me', cookieFrom(login, 'prop_admin_session'));
  return { cookie: cookieFrom(login, 'prop_admin_session'), id: me.json().id as string };
}

async function signUpTrader() {
  const registration = validRegistration({ firstName: 'Grace', lastName: 'Hopper' });
  expect((await call('POST', '/api/register', '', registration)).statusCode).toBe(201);
  const login = await call('POST', '/api/login', '', { email: registration.email, password: registration.password });
  const cookie = cookieFrom(login, 'prop_session');
  const user = (await call('GET', '/api/user', cookie)).json() as { id: string; email: string };
  return { cookie, id: user.id, email: user.email };
}

async function startView(
  admin: { cookie: string },
  traderId: string,
  reason = 'Ticket 42: trader says the dashboard is empty',
) {
  const started = await call('POST', `/api/admin/view-as/${traderId}`, admin.cookie, { reason });
  expect(started.statusCode, started.body).toBe(201);
  return { started, cookie: cookieFrom(started, 'prop_view_session') };
}

/** A path's parameters filled with something of the right shape. */
const filled = (path: string) => path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');

describe('view as trader, through the gateway', () => {
  it('needs a reason and a user that exists', async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    const missing = await call('POST', `/api/admin/view-as/${trader.id}`, admin.cookie, { reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(VIEW_AS_MESSAGES.reasonRequired);
    const unknown = await call('POST', `/api/admin/view-as/${filled(':id')}`, admin.cookie, {
      reason: 'A reason given',
    });
    expect(unknown.statusCode).toBe(404);
    expect(cookieFrom(unknown, 'prop_view_session')).toBe('');
    // a trader's session is no admin's
    expect(
      (await call('POST', `/api/admin/view-as/${trader.id}`, trader.cookie, { reason: 'A reason given' })).statusCode,
    ).toBe(401);
  });

  it("reads the trader's area as the trader sees it, audited with the reason, and is none of their sessions", async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    const { started, cookie } = await startView(admin, trader.id);
    expect(started.json()).toMatchObject({ message: VIEW_AS_MESSAGES.started, traderName: 'Grace Hopper' });
    const expiresAt = Date.parse(started.json().expiresAt);
    expect(expiresAt - Date.now()).toBeGreaterThan((VIEW_MINUTES - 1) * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(VIEW_MINUTES * 60_000);

    expect((await call('GET', '/api/user', cookie)).json()).toMatchObject({ id: trader.id, email: trader.email });
    expect((await call('GET', '/api/kyc', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/view-as', cookie)).json()).toEqual({
      traderName: 'Grace Hopper',
      expiresAt: started.json().expiresAt,
    });
    // what other services receive: the trader, and who is looking
    expect((await call('GET', '/api/support/tickets', cookie)).statusCode).toBe(200);
    expect(others.received.at(-1)?.headers).toMatchObject({ 'x-user-id': trader.id, 'x-viewer-id': admin.id });

    // the trader's own session is not a view, and their list of sessions does not show the view
    expect((await call('GET', '/api/view-as', trader.cookie)).statusCode).toBe(404);
    const listed = (await call('GET', '/api/user/sessions', trader.cookie)).json() as unknown[];
    expect(listed).toHaveLength(1);
    expect((await call('GET', '/api/user/sessions', cookie)).json()).toEqual([
      { ...(listed[0] as object), current: false },
    ]);
    // the admin's own session goes on as it was
    expect((await call('GET', '/api/admin/me', admin.cookie)).statusCode).toBe(200);

    const [entry] = await auditRecordsAbout(identity.deps.db, trader.id);
    expect(entry).toMatchObject({
      action: 'user.view_started',
      actorId: admin.id,
      target: { type: 'user', id: trader.id },
      after: { reason: 'Ticket 42: trader says the dashboard is empty', expiresAt: started.json().expiresAt },
    });
  });

  it('refuses every write of every trader route, and every public one, at the gateway and again at the service', async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    const { cookie } = await startView(admin, trader.id);
    const writes = ALL_ENDPOINTS.filter(
      (route) => route.method !== 'GET' && !route.path.startsWith('/api/admin/') && route.path !== '/api/view-as/end',
    );
    expect(writes.filter((route) => route.access === 'trader').length).toBeGreaterThanOrEqual(15);
    const forwarded = others.received.length;
    for (const route of writes) {
      const answer = await call(route.method, filled(route.path), cookie);
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(answer.json(), `${route.method} ${route.path}`).toEqual({ message: VIEW_AS_MESSAGES.readOnly });
    }
    expect(others.received.length).toBe(forwarded);
    // the trader's data export is theirs alone
    expect((await call('GET', '/api/user/export', cookie)).json()).toEqual({ message: VIEW_AS_MESSAGES.secretRefused });
    // nothing changed: the trader's own session still signs in and reads
    expect((await call('GET', '/api/user', trader.cookie)).statusCode).toBe(200);

    // a service refuses a view's write on its own too, should one ever get past the gateway
    const [viewId] = (await identity.deps.redis.smembers(`${gateway.prefix}admin-views:${admin.id}`)).slice(-1);
    const direct = await identity.app.inject({
      method: 'DELETE',
      url: '/api/user/sessions',
      headers: {
        ...callerHeadersFor(identity.config.INTERNAL_TOKEN)('trader', trader.id, viewId),
        'x-viewer-id': admin.id,
      },
    });
    expect(direct.statusCode).toBe(403);
    expect(direct.json()).toEqual({ message: VIEW_AS_MESSAGES.readOnly });
  });

  it('opens the trader event socket, which only listens and closes once the admin session ends', async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    const { cookie } = await startView(admin, trader.id);
    const socket = await openSocket(gatewayUrl, '/ws', { cookie, origin: gatewayUrl });
    await gateway.store.revokeAllForUser(admin.id);
    expect(await socket.closed).toBe(WS_CLOSE.sessionEnded);
  });

  it('ends on "End view": audited, the view gone, the trader and the admin still signed in', async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    const { cookie } = await startView(admin, trader.id);
    const ended = await call('POST', '/api/view-as/end', cookie);
    expect(ended.json()).toEqual({ message: VIEW_AS_MESSAGES.ended });
    expect(ended.cookies.find((each) => each.name === 'prop_view_session')?.value).toBe('');
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', trader.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/me', admin.cookie)).statusCode).toBe(200);
    expect((await auditRecordsAbout(identity.deps.db, trader.id)).map((entry) => entry.action)).toEqual([
      'user.view_started',
      'user.view_ended',
    ]);
    expect((await auditRecordsAbout(identity.deps.db, trader.id)).at(-1)).toMatchObject({
      actorId: admin.id,
      after: { cause: 'ended by the admin' },
    });
    // a browser with a dead view cookie and its own trader session is back in its own area
    expect((await call('GET', '/api/user', `${cookie}; ${trader.cookie}`)).json()).toMatchObject({ id: trader.id });
  });

  it('ends when the admin signs out (audited) or their session ends (as disabling does)', async () => {
    const trader = await signUpTrader();
    const first = await signInAdmin();
    const signingOut = await startView(first, trader.id);
    expect((await call('POST', '/api/admin/logout', first.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', signingOut.cookie)).statusCode).toBe(401);
    expect((await auditRecordsAbout(identity.deps.db, trader.id)).at(-1)).toMatchObject({
      action: 'user.view_ended',
      actorId: first.id,
      after: { cause: 'admin signed out' },
    });

    const second = await signInAdmin();
    const orphaned = await startView(second, trader.id);
    expect((await call('GET', '/api/user', orphaned.cookie)).statusCode).toBe(200);
    await gateway.store.revokeAllForUser(second.id);
    expect((await call('GET', '/api/admin/me', second.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', orphaned.cookie)).statusCode).toBe(401);
  });

  it('ends on its own once its time is up', async () => {
    const admin = await signInAdmin();
    const trader = await signUpTrader();
    clockOffsetMs = -(VIEW_MINUTES * 60_000 + 1_000);
    const { cookie } = await startView(admin, trader.id).finally(() => {
      clockOffsetMs = 0;
    });
    expect((await call('GET', '/api/user', cookie)).statusCode).toBe(401);
  });
});
