import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetRequested, sessionsEnded } from '@prop/contracts/events/identity';
import { hashToken } from '../src/domain/one-time-tokens.ts';
import { startIdentity } from './helper.ts';
import { lastEventData } from './sent-events.ts';

const REQUESTED = 'If an account exists for that address, we have sent a link to reset your password.';
const INVALID = { message: 'This reset link is invalid or has expired.' };
const NEW_PASSWORD = 'a brand new secret phrase';

describe('password reset', () => {
  let identity: Awaited<ReturnType<typeof startIdentity>>;
  beforeAll(async () => {
    identity = await startIdentity();
  });
  afterAll(() => identity.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    identity.app.inject({ method: 'POST', url, payload, headers });
  const forgot = (email: string, url = '/api/password/forgot') => post(url, { email });
  const reset = (token: string, password = NEW_PASSWORD, url = '/api/password/reset') => post(url, { token, password });
  const login = (email: string, password: string) => post('/api/login', { email, password });
  const sessionExists = async (headers: Record<string, string>) =>
    (await identity.deps.redis.exists(`${identity.config.NAMESPACE}:session:${headers['x-session-id']}`)) === 1;

  /** Asks for a reset link for the address and returns the token marketing would e-mail. */
  async function linkFor(email: string, url?: string): Promise<string> {
    expect((await forgot(email, url)).statusCode).toBe(202);
    const sent = await lastEventData(identity, passwordResetRequested);
    if (sent?.email !== email) throw new Error(`no reset link was sent to ${email}`);
    return sent.token;
  }

  it('answers an unknown address exactly as a known one, and sends a link only to the known one', async () => {
    const { registration, user } = await identity.registerAndLogin();
    const before = await identity.eventCount('identity.password.reset_requested');

    const known = await forgot(registration.email);
    const unknown = await forgot('nobody-at-all@example.com');

    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(known.json()).toEqual({ message: REQUESTED });
    expect(unknown.body).toBe(known.body);
    expect(await identity.eventCount('identity.password.reset_requested')).toBe(before + 1);
    const sent = await lastEventData(identity, passwordResetRequested);
    expect(sent).toMatchObject({ userId: user.id, role: 'trader', email: registration.email, firstName: 'Ada' });
    const validFor = Date.parse(sent?.expiresAt ?? '') - Date.now();
    expect(validFor).toBeGreaterThan(29 * 60_000);
    expect(validFor).toBeLessThanOrEqual(30 * 60_000);
    // Only the token's hash is kept.
    const rows = await identity.deps.db
      .selectFrom('one_time_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'password_reset')
      .execute();
    expect(rows.map((row) => row.token_hash)).toEqual([hashToken(sent?.token ?? '')]);
  });

  it('sets the new password, ends every session without starting one, and the link works once', async () => {
    const { registration, user, headers } = await identity.registerAndLogin();
    const otherDevice = identity.callerFor(await login(registration.email, registration.password));
    const token = await linkFor(registration.email);

    const done = await reset(token);

    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });
    expect(done.cookies).toHaveLength(0);
    expect(await sessionExists(headers)).toBe(false);
    expect(await sessionExists(otherDevice)).toBe(false);
    const ended = await lastEventData(identity, sessionsEnded);
    expect(ended?.userId).toBe(user.id);
    expect(ended?.sessionIds).toEqual(expect.arrayContaining([headers['x-session-id'], otherDevice['x-session-id']]));
    expect((await login(registration.email, registration.password)).statusCode).toBe(401);
    expect((await login(registration.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another fresh secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
  });

  it('voids the older link when a newer one is asked for', async () => {
    const { registration } = await identity.registerAndLogin();
    const older = await linkFor(registration.email);
    const newer = await linkFor(registration.email);

    expect((await reset(older)).json()).toEqual(INVALID);
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('voids an outstanding link when the trader changes their password', async () => {
    const { registration, headers } = await identity.registerAndLogin();
    const token = await linkFor(registration.email);
    const changed = await identity.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers,
      payload: { currentPassword: registration.password, newPassword: 'changed on purpose today' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await reset(token)).json()).toEqual(INVALID);
    expect((await login(registration.email, 'changed on purpose today')).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and a weak new password', async () => {
    const { registration, user } = await identity.registerAndLogin();
    const token = await linkFor(registration.email);

    expect((await reset(token, 'password')).statusCode).toBe(400);
    expect((await reset(token, 'short')).json()).toEqual({ message: 'Password must be at least 8 characters' });
    expect((await reset('not-a-token-anyone-was-given')).json()).toEqual(INVALID);

    // Thirty minutes pass (the rule itself is unit-tested with the clock).
    await identity.deps.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset(token)).json()).toEqual(INVALID);
    expect((await login(registration.email, registration.password)).statusCode).toBe(200);
  });

  it('resets an admin password on the admin routes only, without signing in', async () => {
    const adminEmail = identity.config.SEED_ADMIN_EMAIL;
    const { registration } = await identity.registerAndLogin();
    const traderToken = await linkFor(registration.email);
    const adminSession = await identity.adminHeaders();
    const token = await linkFor(adminEmail, '/api/admin/password/forgot');
    const sent = await lastEventData(identity, passwordResetRequested);
    expect(sent).toMatchObject({ role: 'admin', email: adminEmail });

    // An admin's address on the trader route, and a trader's link on the admin route, are nobody's.
    const before = await identity.eventCount('identity.password.reset_requested');
    expect((await forgot(adminEmail)).statusCode).toBe(202);
    expect(await identity.eventCount('identity.password.reset_requested')).toBe(before);
    expect((await reset(traderToken, NEW_PASSWORD, '/api/admin/password/reset')).json()).toEqual(INVALID);

    const done = await reset(token, NEW_PASSWORD, '/api/admin/password/reset');
    expect(done.statusCode).toBe(200);
    expect(done.cookies).toHaveLength(0);
    expect(await sessionExists(adminSession)).toBe(false);
    const signIn = (password: string) => post('/api/admin/login', { email: adminEmail, password });
    expect((await signIn(identity.config.SEED_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(NEW_PASSWORD)).statusCode).toBe(200);
  });
});
