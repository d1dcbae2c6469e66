import type { TradingAccount } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import { ApiError } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

/** Under the user details' path, so a link or unlink refreshes it with the user details. */
export function userAccountKey(userId: string): string {
  return urlOf(accountsEndpoints.getAdminUserAccountById, { id: userId });
}

/** A user's open trading account with its latest MT5 figures; null when none is linked (404). */
export async function getUserAccount(key: string): Promise<TradingAccount | null> {
  try {
    return await callEndpoint<TradingAccount>(accountsEndpoints.getAdminUserAccountById, key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Live MT5 data on the user details page: read again as often as the trader's dashboard refreshes it. */
export function useUserAccount(userId: string) {
  return useSWR(userId ? userAccountKey(userId) : null, getUserAccount, {
    refreshInterval: TIMINGS.accountRefreshMs,
  });
}
