import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentity } from './helper.ts';

describe('trader sign-in, sessions and sign-out', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const login = (payload: object) => identity.app.inject({ method: 'POST', url: '/api/login', payload });
  const currentUser = (headers: Record<string, string>) =>
    identity.app.inject({ method: 'GET', url: '/api/user', headers });

  it('signs in with an httpOnly SameSite session cookie and a new session id at every sign-in', async () => {
    const { registration, login: first } = await identity.registerAndLogin();
    const cookie = first.cookies[0];
    expect(cookie).toMatchObject({ name: 'prop_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeUndefined();
    const second = await login({ email: registration.email, password: registration.password });
    expect(identity.callerFor(second)['x-session-id']).not.toBe(identity.callerFor(first)['x-session-id']);
  });

  it('keeps a remembered session beyond the browser session', async () => {
    const { registration } = await identity.registerAndLogin();
    const remembered = await login({ email: registration.email, password: registration.password, remember: true });
    expect(remembered.cookies[0]?.maxAge).toBeGreaterThan(7 * 24 * 3600);
  });

  it('answers an unknown email and a wrong password alike', async () => {
    const { registration } = await identity.registerAndLogin();
    const wrongPassword = await login({ email: registration.email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not the password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(unknownEmail.cookies).toHaveLength(0);
  });

  it('validates sign-in input with the spec messages', async () => {
    expect((await login({ email: 'nope', password: 'x' })).json()).toEqual({ message: 'Invalid email address' });
    expect((await login({ email: 'a@b.com', password: '' })).json()).toEqual({ message: 'Password is required' });
  });

  it('answers GET /api/user with the trader and 401 without a vouched-for caller', async () => {
    const { headers, registration } = await identity.registerAndLogin();
    const me = await currentUser(headers);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: registration.email, firstName: 'Ada', lastName: 'Lovelace' });
    expect((await currentUser({})).statusCode).toBe(401);
    const { 'x-internal-token': _token, ...withoutToken } = headers;
    expect((await currentUser(withoutToken)).statusCode).toBe(401);
    expect((await currentUser({ ...headers, 'x-internal-token': 'forged-token-forged-token' })).statusCode).toBe(401);
  });

  it('revokes the session server-side at sign-out and clears the cookie', async () => {
    const { headers } = await identity.registerAndLogin();
    // A bodiless POST that still declares JSON, as many clients send it, is no body, not bad JSON.
    const out = await identity.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...headers, 'content-type': 'application/json' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies[0]).toMatchObject({ name: 'prop_session', value: '' });
    expect(await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${headers['x-session-id']}`)).toBe(0);
  });

  it('changes the password only with the current one, and ends every other session', async () => {
    const { registration, headers } = await identity.registerAndLogin();
    const otherDevice = identity.callerFor(await login({ email: registration.email, password: registration.password }));
    const change = (payload: object) =>
      identity.app.inject({ method: 'PUT', url: '/api/user/password', headers, payload });

    const wrong = await change({ currentPassword: 'wrong password', newPassword: 'brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    expect((await change({ currentPassword: registration.password, newPassword: '12345' })).json()).toEqual({
      message: 'Password must be at least 6 characters long.',
    });

    const ok = await change({ currentPassword: registration.password, newPassword: 'brand new secret' });
    expect(ok.statusCode).toBe(200);
    const store = `${identity.config.NAMESPACE}:session:`;
    expect(await identity.deps.redis.exists(`${store}${otherDevice['x-session-id']}`)).toBe(0);
    expect(await identity.deps.redis.exists(`${store}${headers['x-session-id']}`)).toBe(0);
    const renewed = identity.callerFor(ok);
    expect(await identity.deps.redis.exists(`${store}${renewed['x-session-id']}`)).toBe(1);

    expect((await login({ email: registration.email, password: registration.password })).statusCode).toBe(401);
    expect((await login({ email: registration.email, password: 'brand new secret' })).statusCode).toBe(200);
  });

  it('stores passwords as argon2id with at least OWASP parameters', async () => {
    const { registration } = await identity.registerAndLogin();
    const row = await identity.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', registration.email)
      .executeTakeFirstOrThrow();
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row.password_hash);
    expect(params).not.toBeNull();
    const [, memory, time, lanes] = params?.map(Number) ?? [];
    expect(memory).toBeGreaterThanOrEqual(19456);
    expect(time).toBeGreaterThanOrEqual(2);
    expect(lanes).toBe(1);
  });
});
