import type { EquityRange } from '@prop/contracts/trading';
import { EquityHistoryCard } from '@prop/ui/journal/equity-history-card';
import type { JournalHeading } from '@prop/ui/journal/journal-card';
import { journalLoadOf } from '@prop/ui/journal/journal-card';
import { useState } from 'react';
import { useEquityHistory } from '../api/get-equity-history.ts';
import { readFailure } from '../utils/read-failure.ts';

export interface AccountEquityHistoryProps {
  currency: string;
  initialRange: EquityRange;
  titleAs?: JournalHeading;
}

/** The trader's balance and equity chart, on the dashboard and in the journal. */
export function AccountEquityHistory({ currency, initialRange, titleAs }: AccountEquityHistoryProps) {
  const [range, setRange] = useState(initialRange);
  const history = useEquityHistory(range);
  return (
    <EquityHistoryCard
      points={history.data ?? undefined}
      range={range}
      onRangeChange={setRange}
      currency={currency}
      load={journalLoadOf(history, readFailure)}
      titleAs={titleAs}
    />
  );
}
