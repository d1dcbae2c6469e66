import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let identity: Upstream;
let gateway: TestGateway;
let behindProxy: TestGateway;

beforeAll(async () => {
  identity = await startUpstream();
  gateway = await startGateway({ ...allServicesAt(identity.url), REGISTER_MAX_PER_HOUR: '3' });
  behindProxy = await startGateway({ ...allServicesAt(identity.url), TRUSTED_PROXIES: '10.9.9.9' });
});
afterAll(async () => {
  await gateway.close();
  await behindProxy.close();
  await identity.close();
});
beforeEach(() => {
  identity.answer(() => ({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } }));
});

const login = (target: TestGateway, remoteAddress: string, headers: Record<string, string> = {}, url = '/api/login') =>
  target.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: '{"email":"a@b.co","password":"wrong"}',
  });

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
