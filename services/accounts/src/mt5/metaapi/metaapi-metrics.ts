import { sharedCounter, sharedHistogram } from '@prop/service-kit/metrics';

/** The REST calls the MetaApi client makes, as the `operation` label names them. */
export type MetaApiOperation = 'list_accounts' | 'account_information' | 'history_deals' | 'positions';

/**
 * Requests sent to MetaApi, by operation and outcome: `ok`, `rate_limited` (429), `synchronizing`
 * (the terminal is not ready yet) or `failed` (an error status, a bad answer, no answer).
 */
export const mt5ProviderCalls = () =>
  sharedCounter(
    'accounts_mt5_provider_calls_total',
    'Requests to the MT5 provider (MetaApi), by operation and outcome',
    ['operation', 'outcome'],
  );

/** Time to MetaApi's answer (or to giving up on it), by operation. */
export const mt5ProviderCallSeconds = () =>
  sharedHistogram(
    'accounts_mt5_provider_call_duration_seconds',
    'Time to answer a request to the MT5 provider (MetaApi), by operation',
    ['operation'],
    [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );

// Registered at load, so a scrape lists them (the simulator makes no calls) and alert rules find them.
mt5ProviderCalls();
mt5ProviderCallSeconds();
