import { TIMINGS } from '@prop/contracts/constants';
import { accountsEndpoints } from '@prop/contracts/endpoints/accounts';
import { type Endpoint, urlOf } from '@prop/contracts/endpoints/define';
import type { DailyResult, EquityPoint, EquityRange, Position, Statistics, TradesPage } from '@prop/contracts/trading';
import { equityHistoryPollMs } from '@prop/ui/journal/equity-history-card';
import { type TradeFilters, tradeFiltersQuery } from '@prop/ui/journal/trade-filters';
import { useRef } from 'react';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { callEndpoint } from '../../../shared/api/endpoints.ts';

/** The admin is sent no position pushes: a trader's positions are read as often as the account's figures. */
const POSITIONS_POLL_MS = TIMINGS.accountRefreshMs;

/**
 * A journal's reads change while no page shows them (trades close, equity moves): a cached answer,
 * from an earlier visit or an earlier choice of month or range, is shown and read again at once.
 */
const REREAD_CACHED = { revalidateIfStale: true } as const;

const readWith =
  <T>(endpoint: Endpoint) =>
  (url: string) =>
    callEndpoint<T>(endpoint, url);

/**
 * A trader's open positions, polled; `onOpenedOrClosed` runs when the set of positions differs from
 * the previous read's, so what a closed trade changes is read again too.
 */
export function useUserPositions(userId: string, onOpenedOrClosed: () => void) {
  const shape = useRef<string | null>(null);
  return useSWR(
    urlOf(accountsEndpoints.getAdminUserPositions, { id: userId }),
    readWith<Position[]>(accountsEndpoints.getAdminUserPositions),
    {
      ...REREAD_CACHED,
      refreshInterval: POSITIONS_POLL_MS,
      onSuccess: (positions) => {
        const ids = positions
          .map((position) => position.id)
          .sort()
          .join();
        if (shape.current !== null && shape.current !== ids) onOpenedOrClosed();
        shape.current = ids;
      },
    },
  );
}

export function useUserStatistics(userId: string) {
  return useSWR(
    urlOf(accountsEndpoints.getAdminUserStatistics, { id: userId }),
    readWith<Statistics>(accountsEndpoints.getAdminUserStatistics),
    REREAD_CACHED,
  );
}

/** A trader's closed trades for the filters, newest first, `pageSize` at a time. */
export function useUserTrades(userId: string, filters: TradeFilters, pageSize: number) {
  return useSWRInfinite(
    (index: number, previous: TradesPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      const cursor = index > 0 ? (previous?.nextCursor ?? undefined) : undefined;
      const query = { ...tradeFiltersQuery(filters), limit: pageSize, cursor };
      return urlOf(accountsEndpoints.getAdminUserTrades, { id: userId }, query);
    },
    readWith<TradesPage>(accountsEndpoints.getAdminUserTrades),
    { ...REREAD_CACHED, revalidateFirstPage: false },
  );
}

/** The CSV of a trader's trades for the filters, answered as a download. */
export function userTradesCsvHref(userId: string, filters: TradeFilters): string {
  return urlOf(accountsEndpoints.getAdminUserTradesCsv, { id: userId }, tradeFiltersQuery(filters));
}

export function useUserDaily(userId: string, month: string) {
  return useSWR(
    urlOf(accountsEndpoints.getAdminUserDaily, { id: userId }, { month }),
    readWith<DailyResult[]>(accountsEndpoints.getAdminUserDaily),
    REREAD_CACHED,
  );
}

export function useUserEquityHistory(userId: string, range: EquityRange) {
  return useSWR(
    urlOf(accountsEndpoints.getAdminUserEquityHistory, { id: userId }, { range }),
    readWith<EquityPoint[]>(accountsEndpoints.getAdminUserEquityHistory),
    { ...REREAD_CACHED, refreshInterval: equityHistoryPollMs },
  );
}
