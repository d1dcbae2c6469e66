import type { RealtimeMessage } from '@prop/contracts/realtime';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { accountAfterPush, type CachedAccount } from '../utils/account-push.ts';
import { ACCOUNT_KEY } from './get-account.ts';

/**
 * Writes an `account_update` or `breach_update` push into the cached account with the figures it
 * carries: no GET per push (a push that cannot complete the view leaves it to the next poll). Apart
 * from the account's read: reading a push takes the event schemas (zod), which the dashboard's
 * first render does not wait for.
 */
export function useAccountPush(): (message: RealtimeMessage) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (message: RealtimeMessage) => {
      if (message.type !== 'account_update' && message.type !== 'breach_update') return;
      void mutate<CachedAccount>(ACCOUNT_KEY, (current) => accountAfterPush(current, message), {
        revalidate: false,
      });
    },
    [mutate],
  );
}
