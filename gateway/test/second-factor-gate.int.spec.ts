import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentOnlySessionKey, SECOND_FACTOR_MESSAGES } from '@prop/contracts/second-factor';
import { redisKeyPrefix } from '@prop/service-kit/config';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let services: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  services = await startUpstream();
  gateway = await startGateway(allServicesAt(services.url));
});
afterAll(async () => {
  await gateway.close();
  await services.close();
});

/** An admin session as identity makes it when the firm requires a second factor the admin lacks. */
async function enrolmentOnlyAdmin() {
  const admin = await gateway.signIn('admin');
  await gateway.redis.set(enrolmentOnlySessionKey(redisKeyPrefix(gateway.config.NAMESPACE), admin.session.id), '1');
  return admin;
}

const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
  gateway.app.inject({ method, url, headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });

describe('an enrolment-only admin session (ADMIN_TOTP_REQUIRED, no authenticator yet)', () => {
  it('reaches who-am-I and the enrolment calls, as the verified admin', async () => {
    const admin = await enrolmentOnlyAdmin();
    for (const [method, url] of [
      ['GET', '/api/admin/me'],
      ['GET', '/api/admin/security/totp'],
      ['POST', '/api/admin/security/totp/enrol'],
      ['POST', '/api/admin/security/totp/confirm'],
      ['POST', '/api/admin/logout'],
    ] as const) {
      const answer = await call(method, url, admin.cookie);
      expect(answer.statusCode, `${method} ${url}`).toBe(200);
      expect(services.received.at(-1)?.headers['x-session-id'], `${method} ${url}`).toBe(admin.session.id);
    }
  });

  it('is refused every other admin route, of any service, with a message saying why', async () => {
    const admin = await enrolmentOnlyAdmin();
    const before = services.received.length;
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/security/totp/disable'],
      ['GET', '/api/admin/withdrawal-requests'],
      ['GET', '/api/admin/purchases'],
      ['GET', '/api/admin/audit-log'],
    ] as const) {
      const answer = await call(method, url, admin.cookie);
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.enrolmentRequired });
    }
    expect(services.received.length).toBe(before);
  });

  it('opens the whole admin area once the mark is lifted, and never touches other sessions', async () => {
    const admin = await enrolmentOnlyAdmin();
    const other = await gateway.signIn('admin');
    expect((await call('GET', '/api/admin/users', other.cookie)).statusCode).toBe(200);
    await gateway.redis.del(enrolmentOnlySessionKey(redisKeyPrefix(gateway.config.NAMESPACE), admin.session.id));
    expect((await call('GET', '/api/admin/users', admin.cookie)).statusCode).toBe(200);
  });

  it('cannot open the admin event socket', async () => {
    const admin = await enrolmentOnlyAdmin();
    const answer = await gateway.app.inject({
      method: 'GET',
      url: '/ws?area=admin',
      headers: { cookie: admin.cookie, connection: 'upgrade', upgrade: 'websocket' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
