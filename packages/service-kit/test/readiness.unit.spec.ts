import { describe, expect, it } from 'vitest';
import { createApp, READINESS_TIMEOUT_MS, registerHealth } from '../src/create-app.ts';

describe('/readyz', () => {
  it('is ready when every dependency answers, and not while one hangs or fails', async () => {
    const app = createApp({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    registerHealth(app, [
      { name: 'postgres', check: async () => 1 },
      // Redis queues commands while it is away: the ping never settles.
      { name: 'redis', check: () => new Promise(() => {}) },
      { name: 'nats', check: async () => Promise.reject(new Error('disconnected')) },
    ]);
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { postgres: 'ok', redis: 'failing', nats: 'failing' },
    });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});
