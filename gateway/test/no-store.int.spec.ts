import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allServicesAt, startGateway, type TestGateway } from './support/gateway.ts';
import { startUpstream, type Upstream } from './support/upstream.ts';

let upstream: Upstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startUpstream();
  // A service that says its answer may be cached: the gateway still forbids it.
  upstream.answer((request) => ({ headers: { 'cache-control': 'public, max-age=600' }, body: { path: request.url } }));
  gateway = await startGateway({ ...allServicesAt(upstream.url), REGISTER_MAX_PER_HOUR: '1' });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('Cache-Control on /api', () => {
  it('is no-store on personal data passed through from a service', async () => {
    const { cookie } = await gateway.signIn('trader');
    const response = await gateway.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on refusals, unknown paths and rate-limited answers too', async () => {
    const register = () =>
      gateway.app.inject({
        method: 'POST',
        url: '/api/register',
        remoteAddress: '192.0.2.90',
        headers: { 'content-type': 'application/json' },
        payload: '{}',
      });
    await register();
    const answers = [
      await gateway.app.inject({ method: 'GET', url: '/api/user' }),
      await gateway.app.inject({ method: 'GET', url: '/api/no-such-call' }),
      await register(),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 429]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });
});
