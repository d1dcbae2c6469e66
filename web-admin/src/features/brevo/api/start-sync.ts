import type { LatestSync, SyncProgress } from '@prop/contracts/marketing';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { syncProgressKey } from './get-sync-progress.ts';

export function startSync(): Promise<SyncProgress> {
  return apiRequest<SyncProgress>('POST', syncProgressKey);
}

/** Starts 'sync all' (or joins the one running); its progress shows at once and is then polled. */
export function useStartSync() {
  const { mutate } = useSWRConfig();
  return useSWRMutation('POST /api/admin/brevo/sync', () => startSync(), {
    onSuccess: (sync) => void mutate<LatestSync>(syncProgressKey, { sync }, { revalidate: false }),
  });
}
