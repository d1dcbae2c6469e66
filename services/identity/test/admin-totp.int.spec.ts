import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { EnrolmentOnlySessions } from '../src/second-factor/enrolment-only-sessions.ts';
import { totpCodeAt } from '../src/second-factor/totp.ts';
import { startIdentity } from './helper.ts';

const STEP_MS = 30_000;

/** The identity app on a clock the test moves a whole TOTP step at a time, so each step's code is fresh. */
async function startOnTestClock(env: Record<string, string> = {}) {
  const clock = { now: Math.floor(Date.now() / STEP_MS) * STEP_MS + 1_000 };
  const identity = await startIdentity(env, { clock: { now: () => new Date(clock.now) } });
  const nextStep = () => {
    clock.now += STEP_MS;
  };
  const login = (payload: Record<string, unknown>) =>
    identity.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: identity.config.SEED_ADMIN_EMAIL, password: identity.config.SEED_ADMIN_PASSWORD, ...payload },
    });
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    identity.app.inject({ method, url, headers, payload });
  return { identity, clock, nextStep, login, call };
}

describe('an admin authenticator (TOTP)', () => {
  let t: Awaited<ReturnType<typeof startOnTestClock>>;
  let admin: Record<string, string>;
  let secret: string;
  const code = () => totpCodeAt(secret, t.clock.now);

  beforeAll(async () => {
    t = await startOnTestClock();
    admin = await t.identity.adminHeaders();
  });
  afterAll(() => t.identity.close());

  it('starts an enrolment that shows the secret, its otpauth URI and a QR code, and does not guard sign-in yet', async () => {
    expect((await t.call('GET', '/api/admin/security/totp', admin)).json()).toEqual({
      enabled: false,
      pending: false,
      required: false,
    });
    const enrol = await t.call('POST', '/api/admin/security/totp/enrol', admin);
    expect(enrol.statusCode).toBe(200);
    const body = enrol.json();
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(body.otpauthUri)).toContain(t.identity.config.SEED_ADMIN_EMAIL);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await t.call('GET', '/api/admin/security/totp', admin)).json()).toMatchObject({
      enabled: false,
      pending: true,
    });
    expect((await t.login({})).statusCode).toBe(200);
  });

  it('keeps the secret sealed at rest, never in the clear', async () => {
    const row = await t.identity.deps.db.selectFrom('admin_totp').selectAll().executeTakeFirstOrThrow();
    expect(row.sealed_secret.toString('latin1')).not.toContain(secret);
    expect(row.sealed_secret.toString('base64')).not.toContain(secret);
  });

  it('confirms only with a right current code, then is enabled and cannot be enrolled again', async () => {
    const wrong = await t.call('POST', '/api/admin/security/totp/confirm', admin, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Invalid verification code' });
    const malformed = await t.call('POST', '/api/admin/security/totp/confirm', admin, { code: '12ab' });
    expect(malformed.json()).toEqual({ message: 'Verification code must be 6 digits' });
    const ok = await t.call('POST', '/api/admin/security/totp/confirm', admin, { code: code() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Two-factor authentication enabled' });
    expect((await t.call('GET', '/api/admin/security/totp', admin)).json()).toMatchObject({
      enabled: true,
      pending: false,
    });
    expect((await t.call('POST', '/api/admin/security/totp/enrol', admin)).statusCode).toBe(409);
  });

  it('then asks for a code after the right password and starts no session without one', async () => {
    const noCode = await t.login({});
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json()).toEqual({
      message: 'Enter the 6-digit verification code from your authenticator app.',
      codeRequired: true,
      factors: ['totp'],
    });
    expect(noCode.cookies).toEqual([]);
  });

  it('refuses a wrong password with the usual message whatever code comes with it', async () => {
    t.nextStep();
    const wrongPassword = await t.login({ password: 'not the password', code: code() });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Invalid credentials' });
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('refuses a wrong code, signs in with the right one, and refuses that code a second time', async () => {
    const wrong = await t.login({ code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid verification code', codeRequired: true, factors: ['totp'] });
    expect(wrong.cookies).toEqual([]);

    const used = code();
    const ok = await t.login({ code: used });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ secondFactorEnrolmentRequired: false });
    admin = t.identity.callerFor(ok, 'admin');

    const replayed = await t.login({ code: used });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ message: 'Invalid verification code' });
    expect(replayed.cookies).toEqual([]);
  });

  it('refuses the code of an earlier step once a later one was used', async () => {
    const earlier = code();
    t.nextStep();
    expect((await t.login({ code: code() })).statusCode).toBe(200);
    expect((await t.login({ code: earlier })).statusCode).toBe(401);
  });

  it('disables only with a fresh right code, and sign-in then needs the password alone', async () => {
    const used = code();
    expect((await t.call('POST', '/api/admin/security/totp/disable', admin, { code: used })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/security/totp/disable', admin, { code: '000000' })).statusCode).toBe(400);
    t.nextStep();
    const ok = await t.call('POST', '/api/admin/security/totp/disable', admin, { code: code() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Two-factor authentication disabled' });
    expect((await t.call('GET', '/api/admin/security/totp', admin)).json()).toMatchObject({ enabled: false });
    expect((await t.login({})).statusCode).toBe(200);
    const again = await t.call('POST', '/api/admin/security/totp/disable', admin, { code: code() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Two-factor authentication is not enabled' });

    // Enabling and disabling are admin actions in the audit log; the refused attempts left nothing.
    const adminId = (await t.call('GET', '/api/admin/me', admin)).json().id as string;
    const records = await auditRecordsAbout(t.identity.deps.db, adminId);
    expect(records).toMatchObject([
      { action: 'admin.second_factor_enabled', actorId: adminId, target: { type: 'admin', id: adminId } },
      { action: 'admin.second_factor_disabled', actorId: adminId, before: { secondFactor: 'active' } },
    ]);
  });

  it('refuses every second-factor route to a trader and to no session', async () => {
    const { headers } = await t.identity.registerAndLogin();
    for (const [method, url] of [
      ['GET', '/api/admin/security/totp'],
      ['POST', '/api/admin/security/totp/enrol'],
      ['POST', '/api/admin/security/totp/confirm'],
      ['POST', '/api/admin/security/totp/disable'],
    ] as const) {
      const payload = method === 'POST' ? { code: '123456' } : undefined;
      expect((await t.call(method, url, headers, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('with ADMIN_TOTP_REQUIRED', () => {
  let t: Awaited<ReturnType<typeof startOnTestClock>>;
  let marks: EnrolmentOnlySessions;
  afterAll(() => t.identity.close());
  beforeAll(async () => {
    t = await startOnTestClock({ ADMIN_TOTP_REQUIRED: 'true' });
    marks = new EnrolmentOnlySessions(t.identity.deps.redis, redisKeyPrefix(t.identity.namespace));
  });

  it('signs an admin without an authenticator into a session marked enrolment-only, lifted by confirming one', async () => {
    const login = await t.login({});
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ secondFactorEnrolmentRequired: true });
    const admin = t.identity.callerFor(login, 'admin');
    const sessionId = admin['x-session-id'] ?? '';
    expect(await marks.has(sessionId)).toBe(true);
    expect((await t.call('GET', '/api/admin/security/totp', admin)).json()).toMatchObject({ required: true });

    const { secret } = (await t.call('POST', '/api/admin/security/totp/enrol', admin)).json();
    await t.call('POST', '/api/admin/security/totp/confirm', admin, { code: totpCodeAt(secret, t.clock.now) });
    expect(await marks.has(sessionId)).toBe(false);

    t.nextStep();
    const refused = await t.call('POST', '/api/admin/security/totp/disable', admin, {
      code: totpCodeAt(secret, t.clock.now),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Two-factor authentication is required for every admin and cannot be turned off',
    });

    expect((await t.login({})).json()).toMatchObject({ codeRequired: true });
    const withCode = await t.login({ code: totpCodeAt(secret, t.clock.now) });
    expect(withCode.json()).toMatchObject({ secondFactorEnrolmentRequired: false });
    expect(await marks.has(t.identity.callerFor(withCode, 'admin')['x-session-id'] ?? '')).toBe(false);
  });
});
