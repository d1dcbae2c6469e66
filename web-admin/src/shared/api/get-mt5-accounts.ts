import type { Mt5Account } from '@prop/contracts/account';
import { TIMINGS } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import useSWR from 'swr';
import { callEndpoint } from './endpoints.ts';

export const mt5AccountsKey = urlOf(accountsEndpoints.getAdminMt5Accounts);

export function getMt5Accounts(): Promise<Mt5Account[]> {
  return callEndpoint<Mt5Account[]>(accountsEndpoints.getAdminMt5Accounts, mt5AccountsKey);
}

/**
 * All MT5 accounts, refreshed every 30 s (also while the MT5 service answers errors); not asked
 * for at all when `enabled` is false (the admin's roles do not open the list).
 */
export function useMt5Accounts(enabled = true) {
  return useSWR(enabled ? mt5AccountsKey : null, getMt5Accounts, { refreshInterval: TIMINGS.mt5AccountsPollMs });
}
