import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { LIMIT_MESSAGES } from '../src/auth/rate-limits.ts';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let identity: Upstream;
let gateway: TestGateway;
let behindProxy: TestGateway;
let perAccount: TestGateway;

/** The per-address tests send one email from every address; the per-account limit is tested apart. */
const NO_ACCOUNT_LIMIT = { LOGIN_ACCOUNT_MAX_FAILURES: '100000' };

beforeAll(async () => {
  identity = await startUpstream();
  gateway = await startGateway({
    ...allServicesAt(identity.url),
    ...NO_ACCOUNT_LIMIT,
    REGISTER_MAX_PER_HOUR: '3',
    RECOVERY_MAX_PER_HOUR: '3',
    REFERRAL_CLICKS_MAX_PER_HOUR: '3',
  });
  behindProxy = await startGateway({
    ...allServicesAt(identity.url),
    ...NO_ACCOUNT_LIMIT,
    TRUSTED_PROXIES: '10.9.9.9',
  });
  perAccount = await startGateway({
    ...allServicesAt(identity.url),
    LOGIN_ACCOUNT_MAX_FAILURES: '5',
    LOGIN_ACCOUNT_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await gateway.close();
  await behindProxy.close();
  await perAccount.close();
  await identity.close();
});
beforeEach(() => {
  identity.answer(() => ({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } }));
});

const login = (
  target: TestGateway,
  remoteAddress: string,
  headers: Record<string, string> = {},
  url = '/api/login',
  email = 'a@b.co',
) =>
  target.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ email, password: 'wrong' }),
  });

/** A different client address for each attempt, as a botnet or rotating proxies would send. */
let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

describe('failed-login limit', () => {
  it('refuses the 11th rapid failed login from one address, not another address', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await login(gateway, '192.0.2.1')).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await login(gateway, '192.0.2.1');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: AUTH_MESSAGES.tooManyLogins });
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    expect((await login(gateway, '192.0.2.2')).statusCode).toBe(401);
  });

  it('is not bypassed by a forged X-Forwarded-For', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(gateway, '192.0.2.3');
    const forged = await login(gateway, '192.0.2.3', { 'x-forwarded-for': '203.0.113.77' });
    expect(forged.statusCode).toBe(429);
  });

  it('counts admin sign-in failures separately', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) await login(gateway, '192.0.2.4');
    expect((await login(gateway, '192.0.2.4')).statusCode).toBe(429);
    expect((await login(gateway, '192.0.2.4', {}, '/api/admin/login')).statusCode).toBe(401);
  });

  it('does not count successful sign-ins', async () => {
    identity.answer(() => ({ status: 200, body: { ok: true } }));
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await login(gateway, '192.0.2.5')).statusCode).toBe(200);
    }
  });

  it('holds against parallel guesses', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => login(gateway, '192.0.2.6')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('limits each client behind a trusted proxy by its own address', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await login(behindProxy, '10.9.9.9', { 'x-forwarded-for': '198.51.100.1' });
    }
    expect((await login(behindProxy, '10.9.9.9', { 'x-forwarded-for': '198.51.100.1' })).statusCode).toBe(429);
    expect((await login(behindProxy, '10.9.9.9', { 'x-forwarded-for': '198.51.100.2' })).statusCode).toBe(401);
  });
});

describe('failed-login limit per account', () => {
  it('refuses an email after 5 failures from 5 different addresses, not another email', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await login(perAccount, freshAddress(), {}, '/api/login', 'victim@example.com');
      expect(failed.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await login(perAccount, freshAddress(), {}, '/api/login', 'victim@example.com');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: AUTH_MESSAGES.tooManyLogins });
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    expect((await login(perAccount, freshAddress(), {}, '/api/login', 'bystander@example.com')).statusCode).toBe(401);
  });

  it('counts the email as identity reads it: case and surrounding spaces do not make a new account', async () => {
    for (const email of [
      'Case@Example.com',
      ' case@example.com',
      'CASE@EXAMPLE.COM ',
      'case@example.com',
      'cAse@example.com',
    ]) {
      expect((await login(perAccount, freshAddress(), {}, '/api/login', email)).statusCode).toBe(401);
    }
    expect((await login(perAccount, freshAddress(), {}, '/api/login', 'case@EXAMPLE.com')).statusCode).toBe(429);
  });

  it('counts admin sign-ins apart from trader sign-ins under the same email', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(perAccount, freshAddress(), {}, '/api/admin/login', 'staff@example.com');
    }
    expect((await login(perAccount, freshAddress(), {}, '/api/admin/login', 'staff@example.com')).statusCode).toBe(429);
    expect((await login(perAccount, freshAddress(), {}, '/api/login', 'staff@example.com')).statusCode).toBe(401);
  });

  it('does not count successful sign-ins, nor bodies without a valid email', async () => {
    identity.answer(() => ({ status: 200, body: { ok: true } }));
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await login(perAccount, freshAddress(), {}, '/api/login', 'ok@example.com')).statusCode).toBe(200);
    }
    identity.answer(() => ({ status: 400, body: { message: 'Invalid email address' } }));
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await login(perAccount, freshAddress(), {}, '/api/login', 'not an email')).statusCode).toBe(400);
    }
  });

  it('lets the account sign in again once its window has passed', async () => {
    const short = await startGateway({
      ...allServicesAt(identity.url),
      LOGIN_ACCOUNT_MAX_FAILURES: '2',
      LOGIN_ACCOUNT_WINDOW_SECONDS: '1',
    });
    try {
      for (let attempt = 1; attempt <= 2; attempt += 1) await login(short, freshAddress(), {}, '/api/login', 'w@e.co');
      expect((await login(short, freshAddress(), {}, '/api/login', 'w@e.co')).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await login(short, freshAddress(), {}, '/api/login', 'w@e.co')).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('refuses sign-in (503), not opens it, when Redis is unreachable', async () => {
    const broken = await startGateway({ ...allServicesAt(identity.url) });
    try {
      broken.redis.disconnect();
      const answer = await login(broken, freshAddress(), {}, '/api/login', 'r@e.co');
      expect(answer.statusCode).toBe(503);
    } finally {
      await broken.redis.connect().catch(() => undefined);
      await broken.close();
    }
  });
});

describe('registration limit', () => {
  it('refuses attempts beyond the hourly limit per address', async () => {
    identity.answer(() => ({ status: 201, body: { ok: true } }));
    const register = (remoteAddress: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await register('192.0.2.20')).statusCode).toBe(201);
    const fourth = await register('192.0.2.20');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: AUTH_MESSAGES.tooManyRegistrations });
    expect(fourth.headers['retry-after']).toBeDefined();
    expect((await register('192.0.2.21')).statusCode).toBe(201);
  });
});

describe('current-password limit', () => {
  const changePassword = (cookie: string, remoteAddress = freshAddress()) =>
    gateway.app.inject({
      method: 'PUT',
      url: '/api/user/password',
      remoteAddress,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ currentPassword: 'guess', newPassword: 'a-new-password-1' }),
    });

  it("refuses the 11th wrong current password of one trader, from any address, not another trader's", async () => {
    identity.answer(() => ({ status: 400, body: { message: AUTH_MESSAGES.currentPasswordWrong } }));
    const { cookie } = await gateway.signIn('trader');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await changePassword(cookie)).statusCode, `attempt ${attempt}`).toBe(400);
    }
    const eleventh = await changePassword(cookie);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ message: LIMIT_MESSAGES.tooManyPasswordAttempts });
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The guess never reached identity.
    expect(identity.received.filter((request) => request.url === '/api/user/password')).toHaveLength(10);

    const other = await gateway.signIn('trader');
    expect((await changePassword(other.cookie)).statusCode).toBe(400);
  });

  it('holds against parallel guesses, and does not count changes that went through', async () => {
    identity.answer(() => ({ status: 200, body: { ok: true } }));
    const { cookie } = await gateway.signIn('trader');
    for (let attempt = 1; attempt <= 12; attempt += 1) expect((await changePassword(cookie)).statusCode).toBe(200);

    identity.answer(() => ({ status: 400, body: { message: AUTH_MESSAGES.currentPasswordWrong } }));
    const answers = await Promise.all(Array.from({ length: 15 }, () => changePassword(cookie)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

describe('referral click limit', () => {
  it('refuses visits through referral links beyond the hourly limit per address, not another address', async () => {
    identity.answer(() => ({ status: 204 }));
    const click = (remoteAddress: string) =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/affiliate/clicks',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: 'ABCD2345' }),
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await click('192.0.2.40')).statusCode).toBe(204);
    const fourth = await click('192.0.2.40');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: LIMIT_MESSAGES.tooManyReferralClicks });
    expect((await click('192.0.2.41')).statusCode).toBe(204);
  });
});

describe('recovery limit', () => {
  const calls = [
    identityEndpoints.postPasswordForgot,
    identityEndpoints.postPasswordReset,
    identityEndpoints.postAdminPasswordForgot,
    identityEndpoints.postAdminPasswordReset,
    identityEndpoints.postEmailVerify,
    identityEndpoints.postAdminLoginPasskeyOptions,
  ];
  const call = (url: string, remoteAddress: string) =>
    gateway.app.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });

  it('refuses each public recovery call beyond the hourly limit per address, not another address', async () => {
    identity.answer(() => ({ status: 202, body: {} }));
    for (const { path } of calls) {
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect((await call(path, '192.0.2.30')).statusCode, `${path} attempt ${attempt}`).toBe(202);
      }
      const fourth = await call(path, '192.0.2.30');
      expect(fourth.statusCode, path).toBe(429);
      expect(fourth.json<{ message: string }>().message).toMatch(/^Too many .+ Please try again later\.$/);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(fourth.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
      expect((await call(path, '192.0.2.31')).statusCode, path).toBe(202);
    }
  });

  it('counts failed calls too: a guessed token is still a guess', async () => {
    identity.answer(() => ({ status: 400, body: { message: 'This link has expired' } }));
    for (let attempt = 1; attempt <= 3; attempt += 1) await call('/api/password/reset', '192.0.2.32');
    expect((await call('/api/password/reset', '192.0.2.32')).statusCode).toBe(429);
  });
});
