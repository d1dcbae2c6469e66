import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/create-app.ts';
import { registerMetrics } from '../src/metrics.ts';

const TOKEN = 'metrics-test-internal-token-0001';

describe('the /metrics endpoint', () => {
  const app = createApp({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  beforeAll(async () => {
    registerMetrics(app, 'kit-test', TOKEN);
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('times requests under their route pattern, not their URL', async () => {
    for (const id of ['a1', 'b2', 'c3']) await app.inject({ method: 'GET', url: `/api/things/${id}` });
    const scrape = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain/);
    expect(scrape.body).toMatch(
      /http_request_duration_seconds_count\{service="kit-test",method="GET",route="\/api\/things\/:id",status="200"\} 3/,
    );
    expect(scrape.body).not.toContain('a1');
    expect(scrape.body).toContain('process_cpu_seconds_total');
  });

  it('answers only a scraper holding the internal token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
  });
});
