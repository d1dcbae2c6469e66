import type { LatestSync } from '@prop/contracts/marketing';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const syncProgressKey = '/api/admin/brevo/sync';

/** How often a running sync is looked at again. */
export const SYNC_POLL_MS = 1000;

export function getSyncProgress(): Promise<LatestSync> {
  return apiRequest<LatestSync>('GET', syncProgressKey);
}

/** The running (or last) sync, polled every second while it runs and not at all otherwise. */
export function useSyncProgress() {
  return useSWR(syncProgressKey, getSyncProgress, {
    refreshInterval: (latest) => (latest?.sync?.status === 'running' ? SYNC_POLL_MS : 0),
  });
}
