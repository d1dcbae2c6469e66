import { EQUITY_RANGES } from '@prop/contracts/equity-ranges';
import type { EquityPoint, EquityRange } from '@prop/contracts/trading';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Button } from '../button.tsx';
import { ChartBox, ChartCaption, ChartFigure } from '../chart-figure.tsx';
import { JournalCard, type JournalHeading, type JournalLoad, Loaded } from './journal-card.tsx';
import { equitySummary, RANGE_LABELS } from './equity-summary.ts';

const EquityPlot = lazy(() => import('./equity-plot.tsx'));

/**
 * How often to read the chart again: the smallest buckets are a minute long, so more often adds
 * nothing; an account with no bucket yet (just linked) gets its first within seconds, so sooner.
 */
export function equityHistoryPollMs(points: readonly unknown[] | null | undefined): number {
  return points?.length ? 60_000 : 10_000;
}

export interface EquityHistoryCardProps {
  /** The range's buckets, oldest first. */
  points: EquityPoint[] | undefined;
  range: EquityRange;
  onRangeChange: (range: EquityRange) => void;
  currency: string;
  load: JournalLoad;
  titleAs?: JournalHeading;
}

/**
 * The account's balance and equity over its life, 1D to All. The card, its range buttons and its
 * caption render at once; the picture arrives with the chart library into its fixed-height box.
 */
export function EquityHistoryCard({ points, range, onRangeChange, currency, load, titleAs }: EquityHistoryCardProps) {
  return (
    <JournalCard
      title="Balance & Equity"
      description="The account's balance and equity over time"
      titleAs={titleAs}
      actions={
        <Ranges role="group" aria-label="Chart range">
          {EQUITY_RANGES.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === range ? 'primary' : 'secondary'}
              aria-pressed={option === range}
              onClick={() => onRangeChange(option)}
            >
              {RANGE_LABELS[option].button}
            </Button>
          ))}
        </Ranges>
      }
    >
      <Loaded load={load} what="balance and equity">
        <ChartFigure>
          {points?.length ? (
            <>
              <Legend aria-hidden="true">
                <Key $color="info" $dashed={false}>
                  Equity
                </Key>
                <Key $color="warning" $dashed>
                  Balance
                </Key>
              </Legend>
              <ChartBox $height={260} aria-hidden="true">
                <Suspense fallback={null}>
                  <EquityPlot points={points} currency={currency} />
                </Suspense>
              </ChartBox>
            </>
          ) : null}
          <ChartCaption aria-live="polite">
            {equitySummary(points ?? [], range, currency)}{' '}
            <a href="https://www.tradingview.com/">Chart by TradingView</a>
          </ChartCaption>
        </ChartFigure>
      </Loaded>
    </JournalCard>
  );
}

const Ranges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const Legend = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Key = styled.span<{ $color: 'info' | 'warning'; $dashed: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  &::before {
    content: '';
    width: 18px;
    border-top: 2px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ theme, $color }) => theme.colors[$color]};
  }
`;
