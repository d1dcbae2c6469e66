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

/** All MT5 accounts, refreshed every 30 s (also while the MT5 service answers errors). */
export function useMt5Accounts() {
  return useSWR(mt5AccountsKey, getMt5Accounts, { refreshInterval: TIMINGS.mt5AccountsPollMs });
}
