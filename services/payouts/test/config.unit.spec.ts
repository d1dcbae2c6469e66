import { describe, expect, it } from 'vitest';
import { loadPayoutsConfig } from '../src/config.ts';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-real-session-secret-of-enough-length-0001',
  INTERNAL_TOKEN: 'a-real-internal-token-0001',
  COOKIE_SECURE: 'true',
};

describe('payouts configuration', () => {
  it('given nothing, when loading, then the defaults hold: port 4104, schema payouts, the real clock', () => {
    const config = loadPayoutsConfig({});
    expect(config.PAYOUTS_FAKE_NOW).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 4104,
      DB_SCHEMA: 'payouts',
      ACCOUNTS_SNAPSHOT_TIMEOUT_MS: 3000,
      SNAPSHOT_MAX_AGE_SECONDS: 120,
      FIRM_TIME_ZONE: 'Europe/Amsterdam',
    });
  });

  it('given a fake time outside production, when loading, then it is used', () => {
    expect(
      loadPayoutsConfig({ NODE_ENV: 'test', PAYOUTS_FAKE_NOW: '2026-06-13T12:00:00+02:00' }).PAYOUTS_FAKE_NOW,
    ).toBe('2026-06-13T12:00:00+02:00');
  });

  it('given a fake time in production, when loading, then the process refuses to start', () => {
    expect(() => loadPayoutsConfig({ ...production, PAYOUTS_FAKE_NOW: '2026-06-13T12:00:00Z' })).toThrow(
      /PAYOUTS_FAKE_NOW: must not be set in production/,
    );
    expect(loadPayoutsConfig(production).PAYOUTS_FAKE_NOW).toBeUndefined();
  });

  it('given a fake time that is no ISO time and a bad timeout, when loading, then both are listed at once', () => {
    expect(() => loadPayoutsConfig({ PAYOUTS_FAKE_NOW: 'saturday', ACCOUNTS_SNAPSHOT_TIMEOUT_MS: '5' })).toThrow(
      /PAYOUTS_FAKE_NOW[\s\S]*ACCOUNTS_SNAPSHOT_TIMEOUT_MS|ACCOUNTS_SNAPSHOT_TIMEOUT_MS[\s\S]*PAYOUTS_FAKE_NOW/,
    );
  });
});
