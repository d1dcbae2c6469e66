import { apiRequest } from '@prop/web-client/api-fetch';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { refreshAfterLinkChange } from './refresh-after-link-change.ts';
import type { LinkResult } from './link-mt5.ts';

export const unlinkMt5Key = 'POST /api/admin/unlink-mt5';

export function unlinkMt5(userId: string): Promise<LinkResult> {
  return apiRequest<LinkResult>('POST', '/api/admin/unlink-mt5', { userId });
}

/** Unlinks a user's MT5 account, then refreshes the MT5 list, the user lists and user details. */
export function useUnlinkMt5() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(unlinkMt5Key, (_key: string, { arg }: { arg: string }) => unlinkMt5(arg), {
    onSuccess: () => refreshAfterLinkChange(mutate),
  });
}
