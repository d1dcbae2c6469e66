import type { LatestSync } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const syncProgressKey = urlOf(marketingEndpoints.getAdminBrevoSync);

/** How often a running sync is looked at again. */
export const SYNC_POLL_MS = 1000;

export function getSyncProgress(): Promise<LatestSync> {
  return callEndpoint<LatestSync>(marketingEndpoints.getAdminBrevoSync, syncProgressKey);
}

/**
 * The running (or last) sync, polled every second while it runs and not at all otherwise. Two reads
 * of the key closer than `dedupingInterval` collapse into one, so that window stays below the poll
 * interval, or the progress would be read every 2 s (SWR's default window).
 */
export function useSyncProgress() {
  return useSWR(syncProgressKey, getSyncProgress, {
    refreshInterval: (latest) => (latest?.sync?.status === 'running' ? SYNC_POLL_MS : 0),
    dedupingInterval: SYNC_POLL_MS / 2,
  });
}
