import type { LatestSync } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { pollEvery } from '@prop/web-client/poll-every';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

export const syncProgressKey = urlOf(marketingEndpoints.getAdminBrevoSync);

/** How often a running sync is looked at again. */
export const SYNC_POLL_MS = 1000;

export function getSyncProgress(): Promise<LatestSync> {
  return callEndpoint<LatestSync>(marketingEndpoints.getAdminBrevoSync, syncProgressKey);
}

/** The running (or last) sync, polled every second while it runs and not at all otherwise. */
export function useSyncProgress() {
  return useSWR(syncProgressKey, getSyncProgress, {
    ...pollEvery(SYNC_POLL_MS),
    refreshInterval: (latest) => (latest?.sync?.status === 'running' ? SYNC_POLL_MS : 0),
  });
}
