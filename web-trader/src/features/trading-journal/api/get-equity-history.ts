import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { EquityPoint, EquityRange } from '@prop/contracts/trading';
import { getJson } from '@prop/web-client/api-fetch';
import { equityHistoryPollMs } from '@prop/ui/journal/equity-history-card';
import useSWR from 'swr';
import { REREAD_CACHED } from './reread-cached.ts';

/** The balance and equity buckets of `range`. */
export function useEquityHistory(range: EquityRange) {
  return useSWR(
    urlOf(accountsEndpoints.getAccountEquityHistory, {}, { range }),
    (url: string) => getJson<EquityPoint[]>(url),
    { ...REREAD_CACHED, refreshInterval: equityHistoryPollMs },
  );
}
