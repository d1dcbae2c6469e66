import { EMPTY_USER_DATA } from '@prop/contracts/user-data';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { SessionStore } from '@prop/service-kit/session-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicSessionId } from '../src/domain/trader-sessions.ts';
import { startIdentity, validRegistration } from './helper.ts';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

describe('the trader’s sessions, consent and data', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  /** The gateway's view of sessions: the same store, read as it reads it on every request. */
  const store = () => new SessionStore(identity.deps.redis, redisKeyPrefix(identity.config.NAMESPACE));

  /** A sign-in through the gateway: the internal token vouches for the client address it forwards. */
  async function signIn(email: string, password: string, userAgent: string, address: string) {
    const response = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'user-agent': userAgent,
        'x-client-address': address,
        'x-internal-token': identity.config.INTERNAL_TOKEN,
      },
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return identity.callerFor(response);
  }

  async function traderWithTwoSessions(overrides: Record<string, unknown> = {}) {
    const registration = validRegistration(overrides);
    const registered = await identity.app.inject({ method: 'POST', url: '/api/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    const userId = (registered.json() as { user: { id: string } }).user.id;
    const laptop = await signIn(registration.email, registration.password, CHROME_ON_LINUX, '203.0.113.7');
    const phone = await signIn(registration.email, registration.password, FIREFOX_ON_WINDOWS, '198.51.100.20');
    return { registration, userId, laptop, phone };
  }

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => identity.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** The sessions.ended events identity wrote for a user, as their session-id lists. */
  async function endedEvents(userId: string): Promise<string[][]> {
    const rows = await identity.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'identity.sessions.ended')
      .orderBy('created_at')
      .execute();
    return rows
      .map((row) => (row.envelope as { data: { userId: string; sessionIds: string[] } }).data)
      .filter((data) => data.userId === userId)
      .map((data) => data.sessionIds);
  }

  async function consentEvents(userId: string) {
    const rows = await identity.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'identity.consent.changed')
      .orderBy('created_at')
      .execute();
    return rows
      .map((row) => (row.envelope as { data: { userId: string; marketingConsent: boolean; email: string } }).data)
      .filter((data) => data.userId === userId);
  }

  it('lists the live sessions with device and address, newest first, marking the current one', async () => {
    const { laptop, phone } = await traderWithTwoSessions();
    const response = await call('GET', '/api/user/sessions', laptop);
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as Array<Record<string, unknown>>;
    expect(sessions).toEqual([
      expect.objectContaining({
        id: publicSessionId(phone['x-session-id'] as string),
        current: false,
        device: 'Firefox on Windows',
        address: '198.51.100.20',
      }),
      expect.objectContaining({
        id: publicSessionId(laptop['x-session-id'] as string),
        current: true,
        device: 'Chrome on Linux',
        address: '203.0.113.7',
      }),
    ]);
    expect(response.body).not.toContain(laptop['x-session-id']);
    expect(response.body).not.toContain(phone['x-session-id']);
  });

  it('believes a client address only when the gateway vouches for the request', async () => {
    const registration = validRegistration();
    await identity.app.inject({ method: 'POST', url: '/api/register', payload: registration });
    const direct = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': CHROME_ON_LINUX, 'x-client-address': '10.9.8.7' },
      payload: { email: registration.email, password: registration.password },
    });
    const headers = identity.callerFor(direct);
    const [session] = (await call('GET', '/api/user/sessions', headers)).json() as Array<{ address: string | null }>;
    expect(session?.address).toBeNull();
  });

  it('signs out another session: it stops working at once and sessions.ended names it', async () => {
    const { userId, laptop, phone } = await traderWithTwoSessions();
    const phoneId = phone['x-session-id'] as string;
    const ended = await call('DELETE', `/api/user/sessions/${publicSessionId(phoneId)}`, laptop);
    expect(ended.statusCode).toBe(200);
    expect(ended.cookies).toHaveLength(0);
    expect(await store().find(phoneId)).toBeNull();
    expect(await store().find(laptop['x-session-id'] as string)).not.toBeNull();
    expect(await endedEvents(userId)).toEqual([[phoneId]]);
    const again = await call('DELETE', `/api/user/sessions/${publicSessionId(phoneId)}`, laptop);
    expect(again.statusCode).toBe(404);
  });

  it("ends the browser's previous session when it signs in again, and sessions.ended names it", async () => {
    const { registration, userId, laptop } = await traderWithTwoSessions();
    const previousId = laptop['x-session-id'] as string;
    const again = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { ...laptop, 'user-agent': CHROME_ON_LINUX },
      payload: { email: registration.email, password: registration.password },
    });
    expect(again.statusCode).toBe(200);
    expect(await store().find(previousId)).toBeNull();
    expect(await endedEvents(userId)).toEqual([[previousId]]);
  });

  it('refuses to end a session of another trader', async () => {
    const mine = await traderWithTwoSessions();
    const theirs = await traderWithTwoSessions();
    const theirId = theirs.phone['x-session-id'] as string;
    const response = await call('DELETE', `/api/user/sessions/${publicSessionId(theirId)}`, mine.laptop);
    expect(response.statusCode).toBe(404);
    expect(await store().find(theirId)).not.toBeNull();
  });

  it('signs out everywhere, this session included, and clears the cookie', async () => {
    const { userId, laptop, phone } = await traderWithTwoSessions();
    const response = await call('DELETE', '/api/user/sessions', laptop);
    expect(response.statusCode).toBe(200);
    expect(response.cookies[0]).toMatchObject({ name: 'prop_session', value: '' });
    for (const headers of [laptop, phone]) expect(await store().find(headers['x-session-id'] as string)).toBeNull();
    const [ids] = await endedEvents(userId);
    expect([...(ids ?? [])].sort()).toEqual([laptop['x-session-id'], phone['x-session-id']].sort());
  });

  it('announces the sessions a new password ends, and keeps this browser’s device on its fresh session', async () => {
    const { userId, registration, laptop, phone } = await traderWithTwoSessions();
    const changed = await call('PUT', '/api/user/password', laptop, {
      currentPassword: registration.password,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.statusCode).toBe(200);
    const [ids] = await endedEvents(userId);
    expect([...(ids ?? [])].sort()).toEqual([laptop['x-session-id'], phone['x-session-id']].sort());
    const renewed = identity.callerFor(changed);
    const [session] = (await call('GET', '/api/user/sessions', renewed)).json() as Array<Record<string, unknown>>;
    expect(session).toMatchObject({ current: true, device: 'Chrome on Linux', address: '203.0.113.7' });
  });

  it('announces the session a sign-out ends', async () => {
    const { userId, phone } = await traderWithTwoSessions();
    expect((await call('POST', '/api/logout', phone)).statusCode).toBe(200);
    expect(await endedEvents(userId)).toEqual([[phone['x-session-id']]]);
  });

  it('keeps marketing consent off unless ticked at registration, and announces a yes', async () => {
    const { userId: silent, laptop } = await traderWithTwoSessions();
    const me = (await call('GET', '/api/user', laptop)).json() as { marketingConsent: boolean };
    expect(me.marketingConsent).toBe(false);
    expect(await consentEvents(silent)).toEqual([]);

    const { userId: keen, laptop: keenHeaders } = await traderWithTwoSessions({ marketingConsent: true });
    const keenMe = (await call('GET', '/api/user', keenHeaders)).json() as { marketingConsent: boolean };
    expect(keenMe.marketingConsent).toBe(true);
    expect(await consentEvents(keen)).toEqual([expect.objectContaining({ marketingConsent: true })]);
  });

  it('stores a consent change with its time and announces each change once', async () => {
    const { userId, laptop, registration } = await traderWithTwoSessions();
    const on = await call('PUT', '/api/user/consent', laptop, { marketingConsent: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ marketingConsent: true, marketingConsentAt: expect.any(String) });
    await call('PUT', '/api/user/consent', laptop, { marketingConsent: true });
    const off = await call('PUT', '/api/user/consent', laptop, { marketingConsent: false });
    expect(off.json()).toMatchObject({ marketingConsent: false });
    const row = await identity.deps.db
      .selectFrom('users')
      .select(['marketing_consent', 'marketing_consent_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row.marketing_consent).toBe(false);
    expect(row.marketing_consent_at).toBeInstanceOf(Date);
    expect(await consentEvents(userId)).toEqual([
      expect.objectContaining({ marketingConsent: true, email: registration.email }),
      expect.objectContaining({ marketingConsent: false, email: registration.email }),
    ]);
    const bad = await call('PUT', '/api/user/consent', laptop, { marketingConsent: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows admins the consent and its time on the user detail', async () => {
    const { userId } = await traderWithTwoSessions({ marketingConsent: true });
    const admin = await identity.adminHeaders();
    const detail = await call('GET', `/api/admin/user/${userId}`, admin);
    expect(detail.json()).toMatchObject({ marketingConsent: true, marketingConsentAt: expect.any(String) });
  });

  it('exports what identity holds on the trader as a dated attachment, without secrets', async () => {
    const { userId, laptop, registration } = await traderWithTwoSessions({ marketingConsent: true });
    const response = await call('GET', '/api/user/export', laptop);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data).toMatchObject({
      profile: { id: userId, email: registration.email, firstName: 'Ada', city: 'London' },
      marketing: { consent: true, consentAt: expect.any(String) },
      emailVerification: { verified: false, verifiedAt: null },
      kyc: { status: 'pending', documents: [] },
      tradingAccounts: [],
      deletionRequests: [],
      services: EMPTY_USER_DATA,
    });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions).toContainEqual(expect.objectContaining({ current: true, device: 'Chrome on Linux' }));
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain(laptop['x-session-id']);
  });

  it('takes one pending deletion request, which an admin confirms by deleting the user', async () => {
    const { userId, laptop, phone } = await traderWithTwoSessions();
    expect((await call('GET', '/api/user/deletion-request', laptop)).statusCode).toBe(404);
    const first = await call('POST', '/api/user/deletion-request', laptop);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toMatchObject({ status: 'pending', requestedAt: expect.any(String), decidedAt: null });
    const second = await call('POST', '/api/user/deletion-request', laptop);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You have already asked for your account to be deleted.' });
    expect((await call('GET', '/api/user/deletion-request', laptop)).json()).toMatchObject({ status: 'pending' });

    const admin = await identity.adminHeaders();
    const listed = (await call('GET', '/api/admin/deletion-requests', admin)).json() as Array<Record<string, unknown>>;
    expect(listed[0]).toMatchObject({ status: 'pending' });
    expect(listed).toContainEqual(expect.objectContaining({ userId, status: 'pending', firstName: 'Ada' }));

    const confirmed = await call('POST', `/api/admin/deletion-requests/${userId}/confirm`, admin);
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/user/${userId}`, admin)).statusCode).toBe(404);
    for (const headers of [laptop, phone]) expect(await store().find(headers['x-session-id'] as string)).toBeNull();
    expect(await endedEvents(userId)).toHaveLength(1);
    const request = await identity.deps.db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'confirmed', decided_by: admin['x-user-id'] });
    const audit = await identity.deps.db
      .selectFrom('outbox')
      .select('envelope')
      .where('subject', '=', 'identity.audit.recorded')
      .execute();
    const actions = audit
      .map((row) => (row.envelope as { data: { action: string; target: { id: string } } }).data)
      .filter((data) => data.target.id === userId)
      .map((data) => data.action);
    expect(actions.sort()).toEqual(['user.deleted', 'user.deletion_confirmed']);
    expect((await call('POST', `/api/admin/deletion-requests/${userId}/confirm`, admin)).statusCode).toBe(404);
  });

  it('lets an admin reject a request, after which the trader may ask again', async () => {
    const { userId, laptop } = await traderWithTwoSessions();
    const admin = await identity.adminHeaders();
    expect((await call('POST', `/api/admin/deletion-requests/${userId}/confirm`, admin)).statusCode).toBe(404);
    await call('POST', '/api/user/deletion-request', laptop);
    expect((await call('POST', `/api/admin/deletion-requests/${userId}/reject`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/user/${userId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/deletion-request', laptop)).json()).toMatchObject({ status: 'rejected' });
    expect((await call('POST', `/api/admin/deletion-requests/${userId}/reject`, admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/user/deletion-request', laptop)).statusCode).toBe(202);
  });
});
