import type { TradingAccount } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { RealtimeMessage } from '@prop/contracts/realtime';
import { getJsonOrNull } from '@prop/web-client/api-fetch';
import { pollEvery } from '@prop/web-client/poll-every';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { accountAfterPush, type CachedAccount } from '../utils/account-push.ts';

export const ACCOUNT_KEY = urlOf(accountsEndpoints.getAccount);

/** GET /api/account; a 404 means no trading account is linked yet and reads as `null`. */
export function getAccount(): Promise<TradingAccount | null> {
  return getJsonOrNull<TradingAccount>(ACCOUNT_KEY);
}

/**
 * The trader's trading account, polled every second (docs/product-rules.md §9) as the fallback of
 * the pushes that keep it current in between (see `useAccountPush`).
 */
export function useAccount(enabled = true) {
  return useSWR(enabled ? ACCOUNT_KEY : null, getAccount, pollEvery(TIMINGS.accountPollMs));
}

/**
 * Writes an `account_update` or `breach_update` push into the cached account with the figures it
 * carries: no GET per push (a push that cannot complete the view leaves it to the next poll).
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
