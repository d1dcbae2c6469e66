import type { SWRConfiguration } from 'swr';

/**
 * docs/product-rules.md §9: cached data never goes stale by itself, no refetch on focus, no polling by
 * default, no retries. Screens opt in to polling with their own refreshInterval.
 */
export const SWR_DEFAULTS: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
  refreshInterval: 0,
};
