import type { TradingAccount } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { ApiError, apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

/** Under the '/api/admin/user/' prefix, so a link or unlink refreshes it with the user details. */
export function userAccountKey(userId: string): string {
  return `/api/admin/user/account/${encodeURIComponent(userId)}`;
}

/** A user's open trading account with its latest MT5 figures; null when none is linked (404). */
export async function getUserAccount(key: string): Promise<TradingAccount | null> {
  try {
    return await apiRequest<TradingAccount>('GET', key);
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
