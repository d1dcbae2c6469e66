import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREATION_KINDS, tooManyCreations } from '../src/auth/creation-routes.ts';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let upstream: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  upstream.answer(() => ({ status: 201, body: { id: randomUUID() } }));
  gateway = await startGateway({ ...allServicesAt(upstream.url), CREATE_MAX_PER_MINUTE: '3' });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});
beforeEach(() => {
  upstream.received.length = 0;
});

/** A concrete URL of a route: each path parameter a fresh id. */
const urlFor = (path: string) => path.replace(/:\w+/g, () => randomUUID());

const create = (cookie: string, url: string) =>
  gateway.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ subject: 'Help', message: 'Please', category: 'general', priority: 'low' }),
  });

describe('creation limits per trader', () => {
  it('lets exactly 3 of 10 parallel tickets through; the rest answer 429 with Retry-After', async () => {
    const { cookie } = await gateway.signIn('trader');
    const answers = await Promise.all(Array.from({ length: 10 }, () => create(cookie, '/api/support/ticket')));
    expect(upstream.received).toHaveLength(3);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(7);
    for (const answer of refused) {
      expect(answer.json()).toEqual({ message: tooManyCreations('support tickets') });
      const retryAfter = Number(answer.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });

  it("counts each kind and each trader apart: a full ticket count leaves replies and others' tickets open", async () => {
    const { cookie } = await gateway.signIn('trader');
    for (let attempt = 1; attempt <= 3; attempt += 1) await create(cookie, '/api/support/ticket');
    expect((await create(cookie, '/api/support/ticket')).statusCode).toBe(429);
    expect((await create(cookie, urlFor('/api/support/tickets/:ticketId/reply'))).statusCode).toBe(201);
    const other = await gateway.signIn('trader');
    expect((await create(other.cookie, '/api/support/ticket')).statusCode).toBe(201);
  });

  it('limits every creation route: tickets, replies, purchases, KYC uploads, withdrawal requests', async () => {
    for (const { noun, routes } of CREATION_KINDS) {
      const { cookie } = await gateway.signIn('trader');
      // The routes of one kind share its count (a purchase and its checkout are both purchases).
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const route = routes[attempt % routes.length];
        expect((await create(cookie, urlFor(route?.path ?? ''))).statusCode, `${noun} ${attempt}`).toBe(201);
      }
      for (const route of routes) {
        const refused = await create(cookie, urlFor(route.path));
        expect(refused.statusCode, route.path).toBe(429);
        expect(refused.headers['retry-after']).toBeDefined();
      }
    }
    expect(CREATION_KINDS.flatMap((kind) => kind.routes.map((route) => route.path)).sort()).toEqual(
      [
        '/api/kyc/upload',
        '/api/purchase/:id/checkout',
        '/api/purchase/funding-account',
        '/api/support/ticket',
        '/api/support/tickets/:ticketId/reply',
        '/api/withdrawal/request',
      ].sort(),
    );
  });
});
