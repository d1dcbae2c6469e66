import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, DEV_SECRETS, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('gives local defaults for a developer machine', () => {
    const config = loadConfig({}, {});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prop',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NATS_URL: 'nats://127.0.0.1:4222',
      COOKIE_SECURE: false,
    });
  });

  it('lists every bad variable at once', () => {
    const attempt = () =>
      loadConfig({ PORT: z.coerce.number().int() }, { DATABASE_URL: 'not a url', NAMESPACE: 'Bad-Name', PORT: 'x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('NAMESPACE');
      expect(problems).toContain('PORT');
    }
  });

  it('refuses to start in production with development secrets or insecure cookies', () => {
    try {
      loadConfig({}, { NODE_ENV: 'production' });
      expect.unreachable('production started with development secrets');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('SESSION_SECRET');
      expect(problems).toContain('INTERNAL_TOKEN');
      expect(problems).toContain('COOKIE_SECURE');
    }
  });

  it('starts in production with real secrets', () => {
    const config = loadConfig(
      {},
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a'.repeat(48),
        INTERNAL_TOKEN: 'b'.repeat(32),
        COOKIE_SECURE: 'true',
      },
    );
    expect(config.SESSION_SECRET).not.toBe(DEV_SECRETS.SESSION_SECRET);
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('rejects an unknown firm time zone', () => {
    expect(() => loadConfig({}, { FIRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FIRM_TIME_ZONE/);
  });
});
