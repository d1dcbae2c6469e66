import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { AdminDeletionRequest } from '@prop/contracts/privacy';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { areaPrefixOf, callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

export const deletionRequestsKey = urlOf(identityEndpoints.getAdminDeletionRequests);

export function useDeletionRequests() {
  return useSWR(deletionRequestsKey, (key: string) =>
    callEndpoint<AdminDeletionRequest[]>(identityEndpoints.getAdminDeletionRequests, key),
  );
}

export type DeletionDecision = 'confirm' | 'reject';

const DECISION_ENDPOINTS = {
  confirm: identityEndpoints.postAdminDeletionRequestConfirm,
  reject: identityEndpoints.postAdminDeletionRequestReject,
} as const;

/** Confirms (deleting the trader) or rejects a request, then refreshes every admin list. */
export function useDecideDeletionRequest(decision: DeletionDecision) {
  const { mutate } = useSWRConfig();
  const endpoint = DECISION_ENDPOINTS[decision];
  return useSWRMutation(
    mutationKeyOf(endpoint),
    (_key: string, { arg: userId }: { arg: string }) => callEndpoint(endpoint, urlOf(endpoint, { userId })),
    { onSuccess: () => void revalidatePaths(mutate, areaPrefixOf(endpoint, 2)) },
  );
}
