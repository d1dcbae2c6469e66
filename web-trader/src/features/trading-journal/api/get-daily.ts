import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { DailyResult } from '@prop/contracts/trading';
import { getJson } from '@prop/web-client/api-fetch';
import useSWR from 'swr';
import { REREAD_CACHED } from './reread-cached.ts';

/** The results of each day of `month` (YYYY-MM) with a closed trade. */
export function useDaily(month: string) {
  return useSWR(
    urlOf(accountsEndpoints.getAccountDaily, {}, { month }),
    (url: string) => getJson<DailyResult[]>(url),
    REREAD_CACHED,
  );
}
