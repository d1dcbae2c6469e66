import type { LinkMt5Input, TradingAccount } from '@prop/contracts/account';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { callEndpoint, mutationKeyOf } from '../../../shared/api/endpoints.ts';
import { refreshAfterLinkChange } from '../../../shared/api/refresh-after-link-change.ts';

export const linkMt5Key = mutationKeyOf(accountsEndpoints.postAdminLinkMt5);

export interface LinkResult {
  message: string;
  account: TradingAccount;
}

export function linkMt5(input: LinkMt5Input): Promise<LinkResult> {
  return callEndpoint<LinkResult>(accountsEndpoints.postAdminLinkMt5, urlOf(accountsEndpoints.postAdminLinkMt5), input);
}

/** Links a user to an MT5 account, then refreshes the MT5 list, the user lists and user details. */
export function useLinkMt5() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(linkMt5Key, async (_key: string, { arg }: { arg: LinkMt5Input }) => {
    const result = await linkMt5(arg);
    void refreshAfterLinkChange(mutate, { userId: arg.userId, linked: true });
    return result;
  });
}
