import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { urlOf } from '@prop/contracts/endpoints/define';
import type { TradesPage } from '@prop/contracts/trading';
import { type TradeFilters, tradeFiltersQuery } from '@prop/ui/journal/trade-filters';
import { getJson } from '@prop/web-client/api-fetch';
import useSWRInfinite from 'swr/infinite';
import { REREAD_CACHED } from './reread-cached.ts';

/** The CSV of every trade for the filters: the server answers it as a download. */
export function tradesCsvHref(filters: TradeFilters): string {
  return urlOf(accountsEndpoints.getAccountTradesCsv, {}, tradeFiltersQuery(filters));
}

/** Closed trades for the filters, newest first, `pageSize` at a time; `setSize(size + 1)` reads the next page. */
export function useTrades(filters: TradeFilters, pageSize: number) {
  return useSWRInfinite(
    (index: number, previous: TradesPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      const cursor = index > 0 ? (previous?.nextCursor ?? undefined) : undefined;
      return urlOf(accountsEndpoints.getAccountTrades, {}, { ...tradeFiltersQuery(filters), limit: pageSize, cursor });
    },
    (url: string) => getJson<TradesPage>(url),
    { ...REREAD_CACHED, revalidateFirstPage: false },
  );
}
