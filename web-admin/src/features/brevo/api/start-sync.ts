import type { LatestSync, SyncProgress } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { syncProgressKey } from './get-sync-progress.ts';

export function startSync(): Promise<SyncProgress> {
  return callEndpoint<SyncProgress>(
    marketingEndpoints.postAdminBrevoSync,
    urlOf(marketingEndpoints.postAdminBrevoSync),
  );
}

/** Starts 'sync all' (or joins the one running); its progress shows at once and is then polled. */
export function useStartSync() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(mutationKeyOf(marketingEndpoints.postAdminBrevoSync), () => startSync(), {
    onSuccess: (sync) => void mutate<LatestSync>(syncProgressKey, { sync }, { revalidate: false }),
  });
}
