import { ChartBox, ChartCaption, ChartFigure } from '@prop/ui/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { lazy, Suspense, useEffect, useState } from 'react';
import { formatMoney } from '../../../shared/format-money.ts';
import type { EquityPoint } from './equity-plot.tsx';

/** How much of the session the chart keeps. */
export const EQUITY_WINDOW_MS = 10 * 60 * 1000;

const EquityPlot = lazy(() => import('./equity-plot.tsx').then((m) => ({ default: m.EquityPlot })));

export type EquityChartProps = {
  /** The equity the drawdown is measured on, as the account's figures give it. */
  equity: number;
  initialDeposit: number;
  currency: string;
};

/**
 * The equity values seen since the page opened (last ten minutes), kept in component state. The card, its
 * readings and its caption render at once; the plot comes with the chart library into its fixed-height box.
 */
export function EquityChart({ equity, initialDeposit, currency }: EquityChartProps) {
  const [points, setPoints] = useState<EquityPoint[]>([]);

  // Each poll or push that changes the equity adds a point; older points fall out of the window.
  useEffect(() => {
    const now = Date.now();
    setPoints((previous) => [...previous.filter((p) => now - p.at <= EQUITY_WINDOW_MS), { at: now, equity }]);
  }, [equity]);

  const values = points.map((p) => p.equity);
  const low = values.length ? Math.min(...values) : equity;
  const high = values.length ? Math.max(...values) : equity;
  const summary = `${points.length} equity reading${points.length === 1 ? '' : 's'} this session; latest ${formatMoney(
    equity,
    currency,
  )}, lowest ${formatMoney(low, currency)}, highest ${formatMoney(high, currency)}.`;

  return (
    <Card aria-label="Equity this session">
      <CardHeader>
        <div>
          <CardTitle>Equity this session</CardTitle>
          <CardDescription>Live equity since you opened this page (last 10 minutes)</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <ChartFigure>
          <ChartBox $height={220} aria-hidden="true">
            <Suspense fallback={null}>
              <EquityPlot points={points} currency={currency} initialDeposit={initialDeposit} />
            </Suspense>
          </ChartBox>
          <ChartCaption>{summary}</ChartCaption>
        </ChartFigure>
      </CardContent>
    </Card>
  );
}
