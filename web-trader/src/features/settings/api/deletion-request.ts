import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { DeletionRequest } from '@prop/contracts/privacy';
import { apiRequest, getJsonOrNull } from '@prop/web-client/api-fetch';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

export const DELETION_REQUEST_KEY = urlOf(identityEndpoints.getUserDeletionRequest);

/** The trader's latest deletion request, or null when they never made one. */
export function useDeletionRequest() {
  return useSWR(DELETION_REQUEST_KEY, (key: string) => getJsonOrNull<DeletionRequest>(key));
}

export function useRequestDeletion() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${identityEndpoints.postUserDeletionRequest.method} ${DELETION_REQUEST_KEY}`,
    () => apiRequest<DeletionRequest>(identityEndpoints.postUserDeletionRequest.method, DELETION_REQUEST_KEY),
    { onSuccess: (request) => mutate(DELETION_REQUEST_KEY, request, { revalidate: false }) },
  );
}
