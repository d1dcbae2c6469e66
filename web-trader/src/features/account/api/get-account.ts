import type { TradingAccount } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import { getJsonOrNull } from '@prop/web-client/api-fetch';
import { pollEvery } from '@prop/web-client/poll-every';
import useSWR from 'swr';

export const ACCOUNT_KEY = urlOf(accountsEndpoints.getAccount);

/** GET /api/account; a 404 means no trading account is linked yet and reads as `null`. */
export function getAccount(): Promise<TradingAccount | null> {
  return getJsonOrNull<TradingAccount>(ACCOUNT_KEY);
}

/**
 * The trader's trading account, polled every second (docs/product-rules.md §9) as the fallback of
 * the pushes that keep it current in between (see `useAccountPush` in use-account-push.ts).
 */
export function useAccount(enabled = true) {
  return useSWR(enabled ? ACCOUNT_KEY : null, getAccount, pollEvery(TIMINGS.accountPollMs));
}
