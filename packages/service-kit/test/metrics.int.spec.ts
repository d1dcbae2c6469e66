import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/create-app.ts';
import { registerMetrics, sharedCounter } from '../src/metrics.ts';

const TOKEN = 'metrics-test-scrape-token-00001';
const INTERNAL_TOKEN = 'metrics-test-internal-token-0001';

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

  it('answers only a scraper holding the metrics token, never the internal token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    for (const token of ['nope', INTERNAL_TOKEN]) {
      const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('shares one counter between the apps of a process', async () => {
    const first = sharedCounter('kit_test_things_total', 'Things counted by the kit test', ['kind']);
    first.inc({ kind: 'a' });
    sharedCounter('kit_test_things_total', 'Things counted by the kit test', ['kind']).inc({ kind: 'a' });
    const scrape = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scrape.body).toContain('kit_test_things_total{kind="a"} 2');
  });
});
