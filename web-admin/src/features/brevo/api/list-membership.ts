import type { ListMembership } from '@prop/contracts/marketing';
import { urlOf } from '@prop/contracts/endpoints/define';
import { marketingEndpoints } from '@prop/contracts/endpoints/marketing';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { revalidatePaths } from '../../../lib/revalidate.ts';
import { callEndpoint } from '../../../shared/api/endpoints.ts';
import { brevoInfoKey } from './get-brevo-info.ts';
import { brevoListsKey } from './get-brevo-lists.ts';

export function addToBrevo(userId: string): Promise<ListMembership> {
  const endpoint = marketingEndpoints.postAdminBrevoAddByUserId;
  return callEndpoint<ListMembership>(endpoint, urlOf(endpoint, { userId }));
}

export function removeFromBrevo(userId: string): Promise<ListMembership> {
  const endpoint = marketingEndpoints.deleteAdminBrevoRemoveByUserId;
  return callEndpoint<ListMembership>(endpoint, urlOf(endpoint, { userId }));
}

/** Puts a user in the firm's Brevo list or takes them out, then refreshes the subscriber figures. */
export function useListMembership(action: 'add' | 'remove') {
  const { mutate } = useSWRConfig();
  const call = action === 'add' ? addToBrevo : removeFromBrevo;
  return useSWRMutation(`${action} brevo contact`, (_key: string, { arg }: { arg: string }) => call(arg), {
    onSuccess: () => void revalidatePaths(mutate, brevoInfoKey, brevoListsKey),
  });
}
