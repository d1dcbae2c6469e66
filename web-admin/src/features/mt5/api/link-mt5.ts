import type { LinkMt5Input, TradingAccount } from '@prop/contracts/account';
import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { refreshAfterLinkChange } from './refresh-after-link-change.ts';

export const linkMt5Key = 'POST /api/admin/link-mt5';

export interface LinkResult {
  message: string;
  account: TradingAccount;
}

export function linkMt5(input: LinkMt5Input): Promise<LinkResult> {
  return apiRequest<LinkResult>('POST', '/api/admin/link-mt5', input);
}

/** Links a user to an MT5 account, then refreshes the MT5 list, the user lists and user details. */
export function useLinkMt5() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(linkMt5Key, (_key: string, { arg }: { arg: LinkMt5Input }) => linkMt5(arg), {
    onSuccess: () => refreshAfterLinkChange(mutate),
  });
}
