import type { Mt5Account } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { apiRequest } from '@prop/web-client/api-fetch';
import useSWR from 'swr';

export const mt5AccountsKey = '/api/admin/mt5-accounts';

export function getMt5Accounts(): Promise<Mt5Account[]> {
  return apiRequest<Mt5Account[]>('GET', mt5AccountsKey);
}

/** All MT5 accounts, refreshed every 30 s (also while the MT5 service answers errors). */
export function useMt5Accounts() {
  return useSWR(mt5AccountsKey, getMt5Accounts, { refreshInterval: TIMINGS.mt5AccountsPollMs });
}
