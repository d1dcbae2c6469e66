import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { startIdentity } from './helper.ts';

describe('admin area of identity', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    identity = await startIdentity();
    admin = await identity.adminHeaders();
  });
  afterAll(() => identity.close());

  const get = (url: string, headers: Record<string, string>) => identity.app.inject({ method: 'GET', url, headers });

  it('signs the admin in with a separate admin cookie, and refuses bad credentials alike', async () => {
    const ok = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: identity.config.SEED_ADMIN_EMAIL, password: identity.config.SEED_ADMIN_PASSWORD },
    });
    expect(ok.cookies[0]).toMatchObject({ name: 'prop_admin_session', httpOnly: true });
    const wrong = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: identity.config.SEED_ADMIN_EMAIL, password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    const trader = await identity.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: identity.config.SEED_TRADER_EMAIL, password: identity.config.SEED_TRADER_PASSWORD },
    });
    expect(trader.statusCode).toBe(401);
    expect((await get('/api/admin/me', admin)).json()).toMatchObject({ email: identity.config.SEED_ADMIN_EMAIL });
  });

  it('refuses a trader session on every admin route', async () => {
    const { headers, user } = await identity.registerAndLogin();
    for (const [method, url] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/user/${user.id}`],
      ['DELETE', `/api/admin/user/${user.id}`],
      ['GET', '/api/admin/kyc'],
      ['PUT', `/api/admin/kyc/${user.id}`],
      ['GET', `/api/admin/user/kyc/${user.id}`],
    ] as const) {
      const response = await identity.app.inject({
        method,
        url,
        headers,
        payload: method === 'PUT' ? { status: 'approved' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists users with KYC status and searches by email, first or last name', async () => {
    const { registration } = await identity.registerAndLogin({ firstName: 'Zelda', lastName: 'Quixote' });
    const all = await get('/api/admin/users', admin);
    expect(all.json().length).toBeGreaterThanOrEqual(2);
    for (const search of ['zelda', 'QUIXOTE', registration.email.slice(0, 12)]) {
      const found = await get(`/api/admin/users?search=${encodeURIComponent(search)}`, admin);
      expect(found.json().map((u: { email: string }) => u.email)).toEqual([registration.email]);
    }
    const match = (await get('/api/admin/users?search=zelda', admin)).json()[0];
    expect(match).toMatchObject({ kycStatus: 'pending', account: null });
    expect((await get('/api/admin/users?search=%25', admin)).json()).toEqual([]);
  });

  it("answers 'User not found' for an unknown or malformed id", async () => {
    const unknown = await get('/api/admin/user/6f1c2d7e-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    expect((await get('/api/admin/user/not-a-uuid', admin)).statusCode).toBe(400);
  });

  it('records a KYC decision once, publishes kyc.decided and shows the trader Verified', async () => {
    const { headers, user } = await identity.registerAndLogin();
    const decide = (status: string) =>
      identity.app.inject({ method: 'PUT', url: `/api/admin/kyc/${user.id}`, headers: admin, payload: { status } });
    expect((await decide('maybe')).json()).toEqual({ message: 'Please select a status' });
    const approved = await decide('approved');
    expect(approved.json()).toMatchObject({ status: 'approved', verified: true });
    await decide('approved');
    expect(await identity.eventCount('identity.kyc.decided')).toBe(1);
    expect(await auditRecordsAbout(identity.deps.db, user.id)).toMatchObject([
      {
        actorId: admin['x-user-id'],
        action: 'kyc.decided',
        before: { status: 'pending' },
        after: { status: 'approved', reason: null },
      },
    ]);
    const decisions = await identity.deps.db
      .selectFrom('kyc_decisions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(decisions).toMatchObject([
      { from_status: 'pending', to_status: 'approved', decided_by: admin['x-user-id'] },
    ]);
    expect((await get('/api/kyc', headers)).json()).toMatchObject({ status: 'approved', verified: true });
    const rows = (await get('/api/admin/kyc', admin)).json() as { userId: string }[];
    expect(rows.some((row) => row.userId === user.id)).toBe(true);
  });

  it('deletes a user: their sessions end, user.deleted is published, and they are gone', async () => {
    const { headers, user, registration } = await identity.registerAndLogin();
    const removed = await identity.app.inject({ method: 'DELETE', url: `/api/admin/user/${user.id}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(await identity.eventCount('identity.user.deleted')).toBe(1);
    expect(await auditRecordsAbout(identity.deps.db, user.id)).toMatchObject([
      { actorId: admin['x-user-id'], action: 'user.deleted', before: { email: registration.email }, after: null },
    ]);
    expect(await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${headers['x-session-id']}`)).toBe(0);
    expect((await get(`/api/admin/user/${user.id}`, admin)).statusCode).toBe(404);
    expect(
      (await identity.app.inject({ method: 'DELETE', url: `/api/admin/user/${user.id}`, headers: admin })).statusCode,
    ).toBe(404);
    const relogin = await identity.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: registration.email, password: registration.password },
    });
    expect(relogin.statusCode).toBe(401);
  });
});
