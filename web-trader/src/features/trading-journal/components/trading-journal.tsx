import { JournalSections, useJournalControls } from '@prop/ui/journal/journal-sections';
import { useCallback } from 'react';
import { useDaily } from '../api/get-daily.ts';
import { useEquityHistory } from '../api/get-equity-history.ts';
import { usePositions } from '../api/get-positions.ts';
import { useStatistics } from '../api/get-statistics.ts';
import { tradesCsvHref, useTrades } from '../api/get-trades.ts';
import { useJournalLiveUpdates } from '../api/use-journal-live-updates.ts';
import { readFailure } from '../utils/read-failure.ts';

/**
 * The trader's journal of a linked account. The open positions follow the socket: a position opened
 * or closed reads them again with everything a closed trade changes; moving prices at most every 2 s.
 */
export function TradingJournal({ currency }: { currency: string }) {
  const controls = useJournalControls('1m');
  const reads = {
    statistics: useStatistics(),
    positions: usePositions(),
    trades: useTrades(controls.filters, controls.pageSize),
    daily: useDaily(controls.month),
    equity: useEquityHistory(controls.range),
  };

  const { mutate: rereadPositions } = reads.positions;
  const { mutate: rereadStatistics } = reads.statistics;
  const { mutate: rereadTrades } = reads.trades;
  const { mutate: rereadDaily } = reads.daily;
  const { mutate: rereadEquity } = reads.equity;
  const onPositionsChanged = useCallback(() => {
    void rereadPositions();
    void rereadStatistics();
    void rereadTrades();
    void rereadDaily();
    void rereadEquity();
  }, [rereadPositions, rereadStatistics, rereadTrades, rereadDaily, rereadEquity]);
  const onPricesMoved = useCallback(() => void rereadPositions(), [rereadPositions]);
  useJournalLiveUpdates({ onPositionsChanged, onPricesMoved });

  return (
    <JournalSections
      controls={controls}
      reads={reads}
      currency={currency}
      csvHref={tradesCsvHref(controls.filters)}
      describeFailure={readFailure}
      positionsDescription="Updates live as positions open, close and prices move"
    />
  );
}
