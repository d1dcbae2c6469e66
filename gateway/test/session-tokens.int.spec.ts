import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookieName } from '@prop/service-kit/session-cookie';
import { signSessionToken } from '@prop/service-kit/session-token';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { claims, craftToken } from './support/jwt.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let upstream: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  gateway = await startGateway(allServicesAt(upstream.url));
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

const traderCookie = (token: string) => `${sessionCookieName('trader', false)}=${token}`;

describe('session tokens', () => {
  describe('refuses forged or stale tokens', () => {
    const cases: Array<[string, (sub: string, sid: string, secret: string) => string]> = [
      [
        'signed with another secret',
        (sub, sid) =>
          signSessionToken(
            { sub, sid, role: 'trader' },
            'another-secret-that-is-long-enough-000000',
            new Date(Date.now() + 60_000),
          ),
      ],
      ['with alg none', (sub, sid) => craftToken({ alg: 'none', typ: 'JWT' }, claims(sub, sid, 'trader'), null)],
      [
        'expired',
        (sub, sid, secret) =>
          craftToken(
            { alg: 'HS256', typ: 'JWT' },
            claims(sub, sid, 'trader', { exp: Math.floor(Date.now() / 1000) - 10 }),
            secret,
          ),
      ],
      [
        'for the wrong audience',
        (sub, sid, secret) =>
          craftToken({ alg: 'HS256', typ: 'JWT' }, claims(sub, sid, 'trader', { aud: 'prop:admin' }), secret),
      ],
      [
        'from another issuer',
        (sub, sid, secret) =>
          craftToken({ alg: 'HS256', typ: 'JWT' }, claims(sub, sid, 'trader', { iss: 'someone-else' }), secret),
      ],
      [
        'naming another user than its session',
        (_sub, sid, secret) =>
          craftToken({ alg: 'HS256', typ: 'JWT' }, claims(crypto.randomUUID(), sid, 'trader'), secret),
      ],
    ];
    it.each(cases)('a token %s', async (_name, makeToken) => {
      const { session } = await gateway.signIn('trader');
      const token = makeToken(session.userId, session.id, gateway.config.SESSION_SECRET);
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: traderCookie(token) },
      });
      expect(response.statusCode).toBe(401);
      expect(upstream.received).toHaveLength(0);
    });

    it('while the same claims, honestly signed, pass', async () => {
      const { session } = await gateway.signIn('trader');
      const token = craftToken(
        { alg: 'HS256', typ: 'JWT' },
        claims(session.userId, session.id, 'trader'),
        gateway.config.SESSION_SECRET,
      );
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: traderCookie(token) },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
