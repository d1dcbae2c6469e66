import { describe, expect, it } from 'vitest';
import { ConfigError } from '@prop/service-kit/config';
import { loadAccountsConfig } from '../src/config.ts';
import { PRODUCTION_ENV } from '@prop/service-kit/testing/production-env';

describe('accounts configuration', () => {
  it('given nothing, then the simulator runs 12 accounts on port 4102', () => {
    expect(loadAccountsConfig({})).toMatchObject({ MT5_PROVIDER: 'simulator', SIM_ACCOUNTS: 12, PORT: 4102 });
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

  it('lists a bad pool size', () => {
    expect(() => loadAccountsConfig({ SIM_ACCOUNTS: '0' })).toThrow(/SIM_ACCOUNTS/);
  });
});
