import type { Clock } from '@prop/service-kit/clock';
import type { AccountsConfig } from '../config.ts';
import { MetaApiClient } from './metaapi/metaapi-client.ts';
import { MetaApiProvider } from './metaapi/metaapi-provider.ts';
import type { Mt5Provider } from './provider.ts';
import { SimulatorProvider } from './simulator/simulator-provider.ts';

/** The MT5 source the configuration chose: MetaApi with a token, else the built-in simulator. */
export function createProvider(config: AccountsConfig, log: MetaApiProviderLog, clock: Clock): Mt5Provider {
  if (config.MT5_PROVIDER === 'simulator') {
    return new SimulatorProvider({
      accounts: config.SIM_ACCOUNTS,
      seed: config.SIM_SEED,
      periodMs: config.SIM_PERIOD_MS,
      clock,
      personas: config.SIM_PERSONAS,
      historyDays: config.SIM_HISTORY_DAYS,
    });
  }
  const client = new MetaApiClient({
    token: config.METAAPI_TOKEN ?? '',
    provisioningUrl: config.METAAPI_PROVISIONING_URL,
    clientUrl: config.METAAPI_CLIENT_URL,
    clock,
  });
  return new MetaApiProvider(client, {
    pollMs: config.METAAPI_POLL_MS,
    listRefreshMs: config.METAAPI_LIST_REFRESH_MS,
    concurrency: config.METAAPI_CONCURRENCY,
    clock,
    log,
    stream: config.METAAPI_STREAMING
      ? { token: config.METAAPI_TOKEN ?? '', url: config.METAAPI_STREAM_URL, livePollMs: config.METAAPI_STREAM_POLL_MS }
      : undefined,
  });
}

type MetaApiProviderLog = ConstructorParameters<typeof MetaApiProvider>[1]['log'];
