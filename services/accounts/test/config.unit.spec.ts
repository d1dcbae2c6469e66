import { describe, expect, it } from 'vitest';
import { ConfigError } from '@prop/service-kit/config';
import { loadAccountsConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

describe('accounts configuration', () => {
  it('given nothing, then the simulator runs 12 accounts on port 4102', () => {
    expect(loadAccountsConfig({})).toMatchObject({
      MT5_PROVIDER: 'simulator',
      SIM_ACCOUNTS: 12,
      SIM_PERIOD_MS: 1000,
      PORT: 4102,
    });
  });

  it('given a MetaApi token, then MetaApi is the source unless the simulator is chosen', () => {
    expect(loadAccountsConfig({ METAAPI_TOKEN: 'x' }).MT5_PROVIDER).toBe('metaapi');
    expect(loadAccountsConfig({ METAAPI_TOKEN: 'x', MT5_PROVIDER: 'simulator' }).MT5_PROVIDER).toBe('simulator');
  });

  it('refuses MetaApi without a token, and production without a chosen source', () => {
    expect(() => loadAccountsConfig({ MT5_PROVIDER: 'metaapi' })).toThrow(ConfigError);
    const production = {
      ...PRODUCTION_ENV,
    };
    expect(() => loadAccountsConfig(production)).toThrow(/MT5_PROVIDER/);
    expect(loadAccountsConfig({ ...production, MT5_PROVIDER: 'simulator' }).MT5_PROVIDER).toBe('simulator');
  });

  it("given MetaApi, then it streams from the regions' stream hosts, or from the one client URL when that is set", () => {
    const metaApi = { METAAPI_TOKEN: 'x' };
    expect(loadAccountsConfig(metaApi)).toMatchObject({
      METAAPI_STREAMING: true,
      METAAPI_STREAM_URL: 'https://mt-client-api-v1.{region}-a.agiliumtrade.ai',
      METAAPI_STREAM_POLL_MS: 300_000,
    });
    expect(loadAccountsConfig({ ...metaApi, METAAPI_CLIENT_URL: 'http://proxy:8080' }).METAAPI_STREAM_URL).toBe(
      'http://proxy:8080',
    );
    const template = 'http://{region}.stream.test:8080';
    const both = { ...metaApi, METAAPI_CLIENT_URL: 'http://proxy:8080', METAAPI_STREAM_URL_TEMPLATE: template };
    expect(loadAccountsConfig(both).METAAPI_STREAM_URL).toBe(template);
    expect(loadAccountsConfig({ ...metaApi, METAAPI_STREAMING: 'false' }).METAAPI_STREAMING).toBe(false);
    expect(() => loadAccountsConfig({ ...metaApi, METAAPI_STREAM_URL_TEMPLATE: 'http://fixed:8080' })).toThrow(
      /METAAPI_STREAM_URL_TEMPLATE/,
    );
  });

  it('lists a bad pool size, and a period shorter than 100 ms', () => {
    expect(() => loadAccountsConfig({ SIM_ACCOUNTS: '0' })).toThrow(/SIM_ACCOUNTS/);
    expect(() => loadAccountsConfig({ SIM_PERIOD_MS: '50' })).toThrow(/SIM_PERIOD_MS/);
    expect(loadAccountsConfig({ SIM_PERIOD_MS: '60000' }).SIM_PERIOD_MS).toBe(60_000);
  });
});
