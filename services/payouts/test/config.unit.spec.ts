import { describe, expect, it } from 'vitest';
import { loadPayoutsConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

const production = {
  ...PRODUCTION_ENV,
};

describe('payouts configuration', () => {
  it('given nothing, when loading, then the defaults hold: port 4104, schema payouts, the real clock', () => {
    const config = loadPayoutsConfig({});
    expect(config.FAKE_NOW).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 4104,
      DB_SCHEMA: 'payouts',
      ACCOUNTS_SNAPSHOT_TIMEOUT_MS: 3000,
      SNAPSHOT_MAX_AGE_SECONDS: 120,
      FIRM_TIME_ZONE: 'Europe/Amsterdam',
      WITHDRAWAL_SECOND_APPROVAL_ABOVE: 500000n,
    });
  });

  it('given a second-approval amount in whole units or to the cent, when loading, then it is read as exact cents', () => {
    expect(loadPayoutsConfig({ WITHDRAWAL_SECOND_APPROVAL_ABOVE: '2500' }).WITHDRAWAL_SECOND_APPROVAL_ABOVE).toBe(
      250000n,
    );
    expect(loadPayoutsConfig({ WITHDRAWAL_SECOND_APPROVAL_ABOVE: ' 1234.5 ' }).WITHDRAWAL_SECOND_APPROVAL_ABOVE).toBe(
      123450n,
    );
    expect(loadPayoutsConfig({ WITHDRAWAL_SECOND_APPROVAL_ABOVE: '0' }).WITHDRAWAL_SECOND_APPROVAL_ABOVE).toBe(0n);
  });

  it.each(['-1', '5000.001', '5,000', 'five thousand', ''])(
    'given a second-approval amount %j that is no amount of money, when loading, then the process refuses to start',
    (value) => {
      expect(() => loadPayoutsConfig({ WITHDRAWAL_SECOND_APPROVAL_ABOVE: value })).toThrow(
        /WITHDRAWAL_SECOND_APPROVAL_ABOVE: must be an amount such as 5000 or 5000.00/,
      );
    },
  );

  it('given a fake time outside production, when loading, then it is used', () => {
    expect(loadPayoutsConfig({ NODE_ENV: 'test', FAKE_NOW: '2026-06-13T12:00:00+02:00' }).FAKE_NOW).toBe(
      '2026-06-13T12:00:00+02:00',
    );
  });

  it('given a fake time in production, when loading, then the process refuses to start', () => {
    expect(() => loadPayoutsConfig({ ...production, FAKE_NOW: '2026-06-13T12:00:00Z' })).toThrow(
      /FAKE_NOW: must not be set in production/,
    );
    expect(loadPayoutsConfig(production).FAKE_NOW).toBeUndefined();
  });

  it('given a fake time that is no ISO time and a bad timeout, when loading, then both are listed at once', () => {
    expect(() => loadPayoutsConfig({ FAKE_NOW: 'saturday', ACCOUNTS_SNAPSHOT_TIMEOUT_MS: '5' })).toThrow(
      /FAKE_NOW[\s\S]*ACCOUNTS_SNAPSHOT_TIMEOUT_MS|ACCOUNTS_SNAPSHOT_TIMEOUT_MS[\s\S]*FAKE_NOW/,
    );
  });
});
