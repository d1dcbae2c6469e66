import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { auditRecordsAbout } from '@prop/service-kit/testing/audit-records';
import { EnrolmentOnlySessions } from '../src/second-factor/enrolment-only-sessions.ts';
import { startIdentity } from './helper.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

const ORIGIN = 'http://127.0.0.1:8080';

async function startWithAdmin(env: Record<string, string> = {}) {
  const identity = await startIdentity(env);
  const credentials = { email: identity.config.SEED_ADMIN_EMAIL, password: identity.config.SEED_ADMIN_PASSWORD };
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
    origin = ORIGIN,
  ) => identity.app.inject({ method, url, headers: { origin, ...headers }, payload });
  const login = (payload: Record<string, unknown> = {}, origin = ORIGIN) =>
    call('POST', '/api/admin/login', {}, { ...credentials, ...payload }, origin);
  const passkeyOptions = (password = credentials.password, origin = ORIGIN) =>
    call('POST', '/api/admin/login/passkey-options', {}, { email: credentials.email, password }, origin);
  /** Registration options, the authenticator's answer, and the server's verdict on it. */
  const addPasskey = async (admin: Record<string, string>, authenticator: SoftwareAuthenticator, name = 'Laptop') => {
    const options = (await call('POST', '/api/admin/security/passkeys/options', admin)).json();
    return call('POST', '/api/admin/security/passkeys', admin, { name, response: authenticator.register(options) });
  };
  return { identity, credentials, call, login, passkeyOptions, addPasskey };
}

describe('admin passkeys and recovery codes', () => {
  let t: Awaited<ReturnType<typeof startWithAdmin>>;
  let admin: Record<string, string>;
  let adminId: string;
  const authenticator = new SoftwareAuthenticator(ORIGIN);

  beforeAll(async () => {
    t = await startWithAdmin();
    admin = await t.identity.adminHeaders();
    adminId = admin['x-user-id'] ?? '';
  });
  afterAll(() => t.identity.close());

  it('registers a passkey from options for this site and this admin, named as the admin chose', async () => {
    expect((await t.call('GET', '/api/admin/security/passkeys', admin)).json()).toEqual({ passkeys: [] });
    const options = (await t.call('POST', '/api/admin/security/passkeys/options', admin)).json();
    expect(options.rp).toMatchObject({ id: '127.0.0.1' });
    expect(options.user).toMatchObject({ name: t.credentials.email });
    expect(options.attestation).toBe('none');

    const added = await t.call('POST', '/api/admin/security/passkeys', admin, {
      name: ' Work laptop ',
      response: authenticator.register(options),
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'Passkey added' });
    const { passkeys } = (await t.call('GET', '/api/admin/security/passkeys', admin)).json();
    expect(passkeys).toEqual([
      { id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const row = await t.identity.deps.db.selectFrom('admin_passkeys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      admin_id: adminId,
      credential_id: authenticator.credentialId,
      transports: ['internal'],
    });

    // The next options exclude it, so a browser does not make a second passkey on the same authenticator.
    const next = (await t.call('POST', '/api/admin/security/passkeys/options', admin)).json();
    expect(next.excludeCredentials).toMatchObject([{ id: authenticator.credentialId }]);
  });

  it('refuses a registration answered twice, or signed for another origin', async () => {
    const options = (await t.call('POST', '/api/admin/security/passkeys/options', admin)).json();
    const response = new SoftwareAuthenticator(ORIGIN).register(options);
    expect((await t.call('POST', '/api/admin/security/passkeys', admin, { name: 'Key', response })).statusCode).toBe(
      200,
    );
    const replayed = await t.call('POST', '/api/admin/security/passkeys', admin, { name: 'Key', response });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: 'The passkey request expired. Please try again.' });

    const elsewhere = (await t.call('POST', '/api/admin/security/passkeys/options', admin)).json();
    const phished = new SoftwareAuthenticator('http://127.0.0.1:9999').register(elsewhere);
    const refused = await t.call('POST', '/api/admin/security/passkeys', admin, { name: 'Phished', response: phished });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Your passkey could not be verified. Please try again.' });
    expect((await t.call('GET', '/api/admin/security/passkeys', admin)).json().passkeys).toHaveLength(2);
  });

  it('refuses passkeys from an origin the firm did not configure', async () => {
    const options = await t.call(
      'POST',
      '/api/admin/security/passkeys/options',
      admin,
      undefined,
      'https://evil.example',
    );
    expect(options.statusCode).toBe(400);
    expect(options.json()).toEqual({ message: 'Passkeys are not available on this address' });
    expect((await t.passkeyOptions(undefined, 'https://evil.example')).statusCode).toBe(400);
  });

  it('asks an admin with a passkey for it after the password, and answers a wrong password as the sign-in does', async () => {
    const asked = await t.login();
    expect(asked.statusCode).toBe(401);
    expect(asked.json()).toEqual({
      message: 'Confirm it is you with your passkey or a recovery code.',
      codeRequired: true,
      factors: ['passkey'],
    });
    expect(asked.cookies).toEqual([]);

    const wrongLogin = await t.login({ password: 'not the password' });
    const wrongOptions = await t.passkeyOptions('not the password');
    expect(wrongOptions.statusCode).toBe(401);
    expect(wrongOptions.json()).toEqual(wrongLogin.json());
    expect(wrongOptions.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('signs in with the password and a passkey, and records when it was used', async () => {
    const options = await t.passkeyOptions();
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials).toContainEqual(expect.objectContaining({ id: authenticator.credentialId }));
    const signedIn = await t.login({ passkey: authenticator.authenticate(options.json()) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ secondFactorEnrolmentRequired: false });
    expect(t.identity.callerFor(signedIn, 'admin')['x-user-id']).toBe(adminId);
    const { passkeys } = (await t.call('GET', '/api/admin/security/passkeys', admin)).json();
    expect(passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed assertion, one for another challenge, and one whose counter went back', async () => {
    const first = authenticator.authenticate((await t.passkeyOptions()).json());
    expect((await t.login({ passkey: first })).statusCode).toBe(200);
    const replayed = await t.login({ passkey: first });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({
      message: 'Your passkey could not be verified. Please try again.',
      codeRequired: true,
      factors: ['passkey'],
    });
    expect(replayed.cookies).toEqual([]);

    // Options asked for, but the signature is over a challenge the server never gave.
    await t.passkeyOptions();
    const forged = await t.login({ passkey: authenticator.authenticate({ challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }) });
    expect(forged.statusCode).toBe(401);

    // A clone of the authenticator, its counter behind the one last seen.
    const clone = authenticator.counter;
    authenticator.counter = 0;
    const behind = await t.login({ passkey: authenticator.authenticate((await t.passkeyOptions()).json()) });
    expect(behind.statusCode).toBe(401);
    authenticator.counter = clone;
    const onwards = await t.login({ passkey: authenticator.authenticate((await t.passkeyOptions()).json()) });
    expect(onwards.statusCode).toBe(200);
  });

  it('lets only one of two sign-ins racing with one assertion through', async () => {
    const passkey = authenticator.authenticate((await t.passkeyOptions()).json());
    const results = await Promise.all([t.login({ passkey }), t.login({ passkey })]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401]);
  });

  it('makes ten recovery codes, kept only as keyed hashes, each good for one sign-in', async () => {
    const generated = await t.call('POST', '/api/admin/security/recovery-codes', admin);
    expect(generated.statusCode).toBe(200);
    expect(generated.headers['cache-control']).toBe('no-store');
    const { codes } = generated.json() as { codes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    const stored = await t.identity.deps.db.selectFrom('admin_recovery_codes').selectAll().execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(codes).not.toContain(row.code_hash);
      expect(codes.map((code) => code.replaceAll('-', ''))).not.toContain(row.code_hash);
    }

    expect((await t.login()).json().factors).toEqual(['passkey', 'recovery-code']);
    const typed = (codes[0] ?? '').toUpperCase().replaceAll('-', ' ');
    const used = await t.login({ recoveryCode: typed });
    expect(used.statusCode).toBe(200);
    const again = await t.login({ recoveryCode: codes[0] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ message: 'Invalid recovery code', codeRequired: true });
    expect((await t.login({ recoveryCode: 'aaaa-aaaa-aaaa-aaaa' })).statusCode).toBe(401);

    // A new set replaces the old: its unused codes stop working too.
    await t.call('POST', '/api/admin/security/recovery-codes', admin);
    expect((await t.login({ recoveryCode: codes[1] })).statusCode).toBe(401);
  });

  it('never spends a factor on a wrong password', async () => {
    const { codes } = (await t.call('POST', '/api/admin/security/recovery-codes', admin)).json() as { codes: string[] };
    const wrong = await t.login({ password: 'not the password', recoveryCode: codes[0] });
    expect(wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect((await t.login({ recoveryCode: codes[0] })).statusCode).toBe(200);
  });

  it('removes a passkey, and audits adding, removing and new recovery codes', async () => {
    const { passkeys } = (await t.call('GET', '/api/admin/security/passkeys', admin)).json();
    const removed = await t.call('DELETE', `/api/admin/security/passkeys/${passkeys[1].id}`, admin);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Passkey removed' });
    const missing = await t.call('DELETE', `/api/admin/security/passkeys/${passkeys[1].id}`, admin);
    expect(missing.statusCode).toBe(404);
    const records = await auditRecordsAbout(t.identity.deps.db, adminId);
    expect(records.map((record) => record.action)).toEqual([
      'admin.passkey_added',
      'admin.passkey_added',
      'admin.recovery_codes_generated',
      'admin.recovery_codes_generated',
      'admin.recovery_codes_generated',
      'admin.passkey_removed',
    ]);
    expect(records[0]).toMatchObject({ after: { name: 'Work laptop' } });
    expect(records.at(-1)).toMatchObject({ before: { name: 'Key', id: passkeys[1].id }, after: null });
  });

  it('refuses every passkey and recovery-code route to a trader and to no session', async () => {
    const { headers } = await t.identity.registerAndLogin();
    for (const [method, url] of [
      ['GET', '/api/admin/security/passkeys'],
      ['POST', '/api/admin/security/passkeys/options'],
      ['POST', '/api/admin/security/passkeys'],
      ['DELETE', '/api/admin/security/passkeys/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/admin/security/recovery-codes'],
    ] as const) {
      const payload = url.endsWith('/passkeys') && method === 'POST' ? { name: 'x', response: {} } : undefined;
      expect((await t.call(method, url, headers, payload)).statusCode, `${method} ${url}`).not.toBe(200);
      expect((await t.call(method, url, {}, payload)).statusCode, `${method} ${url}`).not.toBe(200);
    }
  });
});

describe('with a second factor required', () => {
  let t: Awaited<ReturnType<typeof startWithAdmin>>;
  afterAll(() => t.identity.close());
  beforeAll(async () => {
    t = await startWithAdmin({ ADMIN_SECOND_FACTOR_REQUIRED: 'true' });
  });

  it('lifts an enrolment-only session once a passkey is added, and keeps the last passkey', async () => {
    const marks = new EnrolmentOnlySessions(t.identity.deps.redis, redisKeyPrefix(t.identity.namespace));
    const login = await t.login();
    expect(login.json()).toMatchObject({ secondFactorEnrolmentRequired: true });
    const admin = t.identity.callerFor(login, 'admin');
    const sessionId = admin['x-session-id'] ?? '';
    expect(await marks.has(sessionId)).toBe(true);

    const authenticator = new SoftwareAuthenticator(ORIGIN, false);
    expect((await t.addPasskey(admin, authenticator)).statusCode).toBe(200);
    expect(await marks.has(sessionId)).toBe(false);

    const { passkeys } = (await t.call('GET', '/api/admin/security/passkeys', admin)).json();
    const refused = await t.call('DELETE', `/api/admin/security/passkeys/${passkeys[0].id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message:
        'A second factor is required for every admin: add another passkey or an authenticator app before removing this one',
    });

    // An authenticator that keeps no counter (0 every time) still signs in, once per challenge: with
    // no counter to compare, the challenge taken at first use is what refuses a replay.
    const passkey = authenticator.authenticate((await t.passkeyOptions()).json());
    const signedIn = await t.login({ passkey });
    expect(signedIn.json()).toMatchObject({ secondFactorEnrolmentRequired: false });
    expect(await marks.has(t.identity.callerFor(signedIn, 'admin')['x-session-id'] ?? '')).toBe(false);
    expect((await t.login({ passkey })).statusCode).toBe(401);
  });
});
