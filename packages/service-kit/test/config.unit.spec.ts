import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, DEV_SECRETS, loadConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '../src/testing/production-env.ts';

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
      expect(problems).toContain('METRICS_TOKEN');
      expect(problems).toContain('COOKIE_SECURE');
    }
  });

  it('starts in production with real secrets', () => {
    const config = loadConfig({}, PRODUCTION_ENV);
    expect(config.SESSION_SECRET).not.toBe(DEV_SECRETS.SESSION_SECRET);
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('refuses a scrape credential that is the internal token in production', () => {
    const same = { ...PRODUCTION_ENV, METRICS_TOKEN: PRODUCTION_ENV.INTERNAL_TOKEN };
    expect(() => loadConfig({}, same)).toThrow(/METRICS_TOKEN: must differ from INTERNAL_TOKEN/);
  });

  it('arms fault points outside production only, and names a malformed one', () => {
    expect(loadConfig({}, { FAULT_POINTS: 'db.before-commit:0.05' }).FAULT_POINTS).toBe('db.before-commit:0.05');
    expect(() => loadConfig({}, { FAULT_POINTS: 'disk.full:0.5' })).toThrow(
      /FAULT_POINTS: not a fault point: disk.full/,
    );
    const production = { ...PRODUCTION_ENV, FAULT_POINTS: 'http.before-reply:0.1' };
    expect(() => loadConfig({}, production)).toThrow(/FAULT_POINTS: must not be set in production/);
  });

  it('refuses NATS and Redis without credentials in production', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig({}, env);
        return '';
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
    };
    const open = problems({
      ...PRODUCTION_ENV,
      NATS_URL: 'nats://nats.internal:4222',
      REDIS_URL: 'redis://redis:6379',
    });
    expect(open).toContain('NATS_URL: must carry credentials in production');
    expect(open).toContain('REDIS_URL: must carry credentials in production');
    expect(problems(PRODUCTION_ENV)).toBe('');
    // A cluster's list of servers: each one must carry them.
    const partly = problems({ ...PRODUCTION_ENV, NATS_URL: 'nats://u:p@n0:4222,nats://n1:4222' });
    expect(partly).toContain('NATS_URL: must carry credentials in production');
    expect(problems({ ...PRODUCTION_ENV, NATS_URL: 'nats://u:p@n0:4222, nats://u:p@n1:4222' })).toBe('');
  });

  it('names a replica only when told, with a name a lease key can carry', () => {
    expect(loadConfig({}, {}).REPLICA_NAME).toBeUndefined();
    expect(loadConfig({}, { REPLICA_NAME: 'prop-risk-7d9f8c6b5-x2x4k' }).REPLICA_NAME).toBe(
      'prop-risk-7d9f8c6b5-x2x4k',
    );
    expect(() => loadConfig({}, { REPLICA_NAME: 'risk 0' })).toThrow(/REPLICA_NAME/);
    expect(() => loadConfig({}, { REPLICA_NAME: 'r'.repeat(101) })).toThrow(/REPLICA_NAME/);
  });

  it('rejects an unknown firm time zone', () => {
    expect(() => loadConfig({}, { FIRM_TIME_ZONE: 'Mars/Olympus' })).toThrow(/FIRM_TIME_ZONE/);
  });
});
