import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/create-app.ts';
import { forwardToLeader } from '../src/leader-forwarding.ts';
import { kitFixture, silentLog } from './helpers.ts';

/** More than one NATS message holds (1 MB by default): the answer comes in chunks. */
const BIG = 'x'.repeat(2_500_000);

describe('forwarding requests to the leader', () => {
  let fx: Awaited<ReturnType<typeof kitFixture>>;

  /** A replica: its own memory (`name`), leading or not. */
  const replica = async (name: string) => {
    const app = createApp({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    let serving = false;
    const forwarding = forwardToLeader(app, {
      nats: fx.nats,
      namespace: fx.namespace,
      subject: 'kit-leader.request',
      serving: () => serving,
      forwards: (route) => route.startsWith('/api/'),
      log: silentLog,
    });
    app.post('/api/echo', async (request, reply) =>
      reply.code(201).header('x-answered-by', name).send({ name, body: request.body, query: request.query }),
    );
    app.get('/api/big', async () => BIG);
    app.get('/healthz', async () => ({ name }));
    await app.ready();
    let stopAnswering = () => {};
    return {
      app,
      lead() {
        stopAnswering = forwarding.answer();
        serving = true;
      },
      depose() {
        serving = false;
        stopAnswering();
      },
    };
  };

  beforeAll(async () => {
    fx = await kitFixture();
  });
  afterAll(async () => {
    await fx.close();
  });

  it("answers a follower's request from the leader: status, headers, body, however large", async () => {
    const leader = await replica('leader');
    const follower = await replica('follower');
    leader.lead();

    const echo = await follower.app.inject({
      method: 'POST',
      url: '/api/echo?page=2',
      headers: { 'x-caller': 'me' },
      payload: { amount: 5 },
    });
    expect(echo.statusCode).toBe(201);
    expect(echo.headers['x-answered-by']).toBe('leader');
    expect(echo.json()).toEqual({ name: 'leader', body: { amount: 5 }, query: { page: '2' } });
    const big = await follower.app.inject({ method: 'GET', url: '/api/big' });
    expect(big.statusCode).toBe(200);
    expect(big.body).toBe(BIG);
    // Routes outside the leader's stay the replica's own.
    expect((await follower.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ name: 'follower' });

    leader.depose();
    await Promise.all([leader.app.close(), follower.app.close()]);
  });

  it('answers 503 when no replica leads (a takeover under way)', async () => {
    const follower = await replica('alone');
    const response = await follower.app.inject({ method: 'POST', url: '/api/echo', payload: {} });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: 'Service Unavailable' });
    await follower.app.close();
  });
});
