import type { DailyResult, EquityPoint, EquityRange, Position, Statistics, TradesPage } from '@prop/contracts/trading';
import { useState } from 'react';
import { localDateText, monthOf } from './calendar-month.ts';
import { ClosedTrades } from './closed-trades.tsx';
import { DailyCalendar } from './daily-calendar.tsx';
import { EquityHistoryCard } from './equity-history-card.tsx';
import { type JournalHeading, journalLoadOf } from './journal-card.tsx';
import { PositionsTable } from './positions-table.tsx';
import { StatisticsGrid } from './statistics-grid.tsx';
import { NO_TRADE_FILTERS, type TradeFilters } from './trade-filters.tsx';

const DEFAULT_PAGE_SIZE = 25;

/** What the journal shows is chosen here; the app reads the data for it. */
export interface JournalControls {
  filters: TradeFilters;
  setFilters: (filters: TradeFilters) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
  /** 'YYYY-MM' of the daily results. */
  month: string;
  setMonth: (month: string) => void;
  range: EquityRange;
  setRange: (range: EquityRange) => void;
  /** 'YYYY-MM-DD' in the viewer's zone. */
  today: string;
}

export function useJournalControls(initialRange: EquityRange): JournalControls {
  const today = localDateText(new Date());
  const [filters, setFilters] = useState(NO_TRADE_FILTERS);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [month, setMonth] = useState(() => monthOf(today));
  const [range, setRange] = useState(initialRange);
  return { filters, setFilters, pageSize, setPageSize, month, setMonth, range, setRange, today };
}

/** An SWR read as the journal uses it. */
export interface Read<T> {
  data?: T | null;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

/** An SWR read of pages (useSWRInfinite). */
export interface PagesRead<T> extends Read<(T | null)[]> {
  isValidating: boolean;
  size: number;
  setSize: (size: number) => unknown;
}

export interface JournalReads {
  statistics: Read<Statistics>;
  positions: Read<Position[]>;
  trades: PagesRead<TradesPage>;
  daily: Read<DailyResult[]>;
  equity: Read<EquityPoint[]>;
}

export interface JournalSectionsProps {
  controls: JournalControls;
  reads: JournalReads;
  currency: string;
  /** The CSV of the trades for the controls' filters. */
  csvHref: string;
  /** A failed read in the app's words. */
  describeFailure: (error: unknown) => string;
  /** How the open positions stay current. */
  positionsDescription: string;
  titleAs?: JournalHeading;
}

/**
 * The whole trading journal, the same for the trader and the back office: statistics, open positions,
 * closed trades, the month's daily results and the balance and equity chart.
 */
export function JournalSections({
  controls,
  reads,
  currency,
  csvHref,
  describeFailure,
  positionsDescription,
  titleAs,
}: JournalSectionsProps) {
  const { statistics, positions, trades, daily, equity } = reads;
  const pages = trades.data ?? [];
  const loaded = pages.flatMap((page) => page?.trades ?? []);
  const symbols = [...new Set([...loaded, ...(positions.data ?? [])].map((item) => item.symbol))].sort();
  const loadOf = (read: Read<unknown>) => journalLoadOf(read, describeFailure);
  return (
    <>
      <StatisticsGrid
        statistics={statistics.data ?? undefined}
        currency={currency}
        load={loadOf(statistics)}
        titleAs={titleAs}
      />
      <PositionsTable
        positions={positions.data ?? undefined}
        currency={currency}
        load={loadOf(positions)}
        description={positionsDescription}
        titleAs={titleAs}
      />
      <ClosedTrades
        trades={trades.data ? loaded : undefined}
        currency={currency}
        load={loadOf(trades)}
        filters={controls.filters}
        onFiltersChange={controls.setFilters}
        symbols={symbols}
        pageSize={controls.pageSize}
        onPageSizeChange={controls.setPageSize}
        hasMore={Boolean(pages.at(-1)?.nextCursor)}
        loadingMore={trades.isValidating && trades.size > pages.length}
        onLoadMore={() => void trades.setSize(trades.size + 1)}
        csvHref={csvHref}
        titleAs={titleAs}
      />
      <DailyCalendar
        month={controls.month}
        days={daily.data ?? undefined}
        currency={currency}
        today={controls.today}
        onMonthChange={controls.setMonth}
        load={loadOf(daily)}
        titleAs={titleAs}
      />
      <EquityHistoryCard
        points={equity.data ?? undefined}
        range={controls.range}
        onRangeChange={controls.setRange}
        currency={currency}
        load={loadOf(equity)}
        titleAs={titleAs}
      />
    </>
  );
}
