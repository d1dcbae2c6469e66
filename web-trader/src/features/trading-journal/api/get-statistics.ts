import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { Statistics } from '@prop/contracts/trading';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import { REREAD_CACHED } from './reread-cached.ts';

export const STATISTICS_KEY = urlOf(accountsEndpoints.getAccountStatistics);

/** The journal's figures of every closed trade. */
export function useStatistics() {
  return useSWR(STATISTICS_KEY, (url: string) => getJson<Statistics>(url), REREAD_CACHED);
}
