import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { refreshAfterLinkChange } from '../../../shared/api/refresh-after-link-change.ts';
import type { LinkResult } from './link-mt5.ts';

export const unlinkMt5Key = mutationKeyOf(accountsEndpoints.postAdminUnlinkMt5);

export function unlinkMt5(userId: string): Promise<LinkResult> {
  return callEndpoint<LinkResult>(accountsEndpoints.postAdminUnlinkMt5, urlOf(accountsEndpoints.postAdminUnlinkMt5), {
    userId,
  });
}

/** Unlinks a user's MT5 account, then refreshes the MT5 list, the user lists and user details. */
export function useUnlinkMt5() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(unlinkMt5Key, async (_key: string, { arg }: { arg: string }) => {
    const result = await unlinkMt5(arg);
    void refreshAfterLinkChange(mutate, { userId: arg, linked: false });
    return result;
  });
}
