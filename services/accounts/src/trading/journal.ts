import type {
  DailyResult,
  EquityPoint,
  EquityRange,
  Position,
  Statistics,
  Trade,
  TradesPage,
} from '@prop/contracts/trading';
import { addDays, instantAt, type LocalDate } from '@prop/service-kit/time-zone';
import type { AccountsContext } from '../context.ts';
import { equityPoints } from '../db/equity-buckets.ts';
import {
  openPositions,
  streamTrades,
  type TradesFilter,
  tradeFigures,
  tradesPage,
  tradesVersion,
} from '../db/trading-data.ts';
import { monthDailyResults } from '../domain/trading/daily-results.ts';
import { statisticsOf } from '../domain/trading/statistics.ts';
import type { StatisticsCache } from './statistics-cache.ts';

export interface JournalContext extends Pick<AccountsContext, 'db' | 'provider'> {
  statistics: StatisticsCache;
  timeZone: string;
  now: () => Date;
}

/**
 * Whose journal: an MT5 account's ledger from `since` on. The ledger is the MT5 account's, and an
 * account linked again after an earlier holder's link closed shows its new holder only their part.
 */
export interface JournalScope {
  mt5AccountId: string;
  since: Date | null;
}

export interface TradesFilterQuery {
  from?: string;
  to?: string;
  symbol?: string;
}

const RANGE_MS: Record<Exclude<EquityRange, 'all'>, number> = {
  '1d': 86_400_000,
  '1w': 7 * 86_400_000,
  '1m': 31 * 86_400_000,
};

const localDate = (text: string): LocalDate => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** As the store lists them: newest opened first, ties by ticket. */
const newestFirst = (positions: Position[]) =>
  [...positions].sort((a, b) => b.openTime.localeCompare(a.openTime) || b.id.localeCompare(a.id));

const later = (a: Date | null | undefined, b: Date | null | undefined): Date | undefined =>
  a && b ? (a > b ? a : b) : (a ?? b ?? undefined);

/** `from` and `to` are whole days in the firm's zone, both included; nothing before the scope's start. */
function filterOf(ctx: JournalContext, scope: JournalScope, query: TradesFilterQuery): TradesFilter {
  return {
    symbol: query.symbol,
    from: later(scope.since, query.from ? instantAt(localDate(query.from), 0, ctx.timeZone) : undefined),
    to: query.to ? instantAt(addDays(localDate(query.to), 1), 0, ctx.timeZone) : undefined,
  };
}

/** What the trading journal reads of one holder's account: the same for the trader and the back office. */
export const journal = {
  /** Live from the source's memory where it has them, else as the ingestion last stored them. */
  positions: async (ctx: JournalContext, scope: JournalScope): Promise<Position[]> => {
    const live = ctx.provider.trading.livePositions?.(scope.mt5AccountId);
    return live ? newestFirst(live) : openPositions(ctx.db, scope.mt5AccountId);
  },

  trades: (
    ctx: JournalContext,
    scope: JournalScope,
    query: TradesFilterQuery & { cursor?: string; limit: number },
  ): Promise<TradesPage | null> => tradesPage(ctx.db, scope.mt5AccountId, filterOf(ctx, scope, query), query),

  /** Every trade the filter matches, newest first, read through a cursor as the CSV is written. */
  allTrades: (ctx: JournalContext, scope: JournalScope, query: TradesFilterQuery): AsyncIterable<Trade> =>
    streamTrades(ctx.db, scope.mt5AccountId, filterOf(ctx, scope, query)),

  /** Read once per trades version: the version is a primary-key read, all the trades are not. */
  statistics: async (ctx: JournalContext, scope: JournalScope): Promise<Statistics> =>
    ctx.statistics.get(scope, await tradesVersion(ctx.db, scope.mt5AccountId), async () =>
      statisticsOf(await tradeFigures(ctx.db, scope.mt5AccountId, filterOf(ctx, scope, {})), ctx.timeZone),
    ),

  daily: async (ctx: JournalContext, scope: JournalScope, month: string): Promise<DailyResult[]> => {
    const first = localDate(`${month}-01`);
    const next = first.month === 12 ? { year: first.year + 1, month: 1, day: 1 } : { ...first, month: first.month + 1 };
    const trades = await tradeFigures(ctx.db, scope.mt5AccountId, {
      from: later(scope.since, instantAt(first, 0, ctx.timeZone)),
      to: instantAt(next, 0, ctx.timeZone),
    });
    return monthDailyResults(trades, month, ctx.timeZone);
  },

  equityHistory: async (ctx: JournalContext, scope: JournalScope, range: EquityRange): Promise<EquityPoint[]> => {
    const since = range === 'all' ? null : new Date(ctx.now().getTime() - RANGE_MS[range]);
    return equityPoints(ctx.db, scope.mt5AccountId, range, later(scope.since, since) ?? null, ctx.timeZone);
  },
};
