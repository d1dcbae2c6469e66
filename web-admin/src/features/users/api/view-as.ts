import { urlOf } from '@prop/contracts/endpoints/define';
import { identityEndpoints } from '@prop/contracts/endpoints/identity';
import type { ViewAs, ViewAsInput } from '@prop/contracts/view-as';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';

const endpoint = identityEndpoints.postAdminViewAsByUserId;

/** Starts a view of a trader's area; the answer sets the view's cookie for the trader app. */
export function useStartViewAs() {
  return useSWRMutation(mutationKeyOf(endpoint), (_key: string, { arg }: { arg: { userId: string } & ViewAsInput }) =>
    callEndpoint<ViewAs & { message: string }>(endpoint, urlOf(endpoint, { userId: arg.userId }), {
      reason: arg.reason,
    }),
  );
}
