import type { TradingAccount } from '@prop/contracts/account';
import { ChartBox, ChartCaption, ChartFigure } from '@prop/ui/chart-figure';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@prop/ui/card';
import { useEffect, useState } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatMoney } from '../../../shared/format-money.ts';
import { accountFigures, displayCurrency } from '../utils/figures.ts';

/** How much of the session the chart keeps. */
export const EQUITY_WINDOW_MS = 10 * 60 * 1000;

type Point = { at: number; equity: number };

const timeText = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The equity values seen since the page opened (last ten minutes), kept in component state. */
export function EquityChart({ account }: { account: TradingAccount }) {
  const theme = useTheme();
  const figures = accountFigures(account);
  const currency = displayCurrency(account);
  const [points, setPoints] = useState<Point[]>([]);

  // Each poll or push that changes the equity adds a point; older points fall out of the window.
  useEffect(() => {
    const now = Date.now();
    setPoints((previous) => [
      ...previous.filter((p) => now - p.at <= EQUITY_WINDOW_MS),
      { at: now, equity: figures.equity },
    ]);
  }, [figures.equity]);

  const values = points.map((p) => p.equity);
  const low = values.length ? Math.min(...values) : figures.equity;
  const high = values.length ? Math.max(...values) : figures.equity;
  const summary = `${points.length} equity reading${points.length === 1 ? '' : 's'} this session; latest ${formatMoney(
    figures.equity,
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
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
                <XAxis
                  dataKey="at"
                  type="number"
                  scale="time"
                  domain={['dataMin', 'dataMax']}
                  tickFormatter={timeText}
                  stroke={theme.colors.textMuted}
                  fontSize={12}
                  minTickGap={40}
                />
                <YAxis
                  domain={['auto', 'auto']}
                  stroke={theme.colors.textMuted}
                  fontSize={12}
                  width={84}
                  tickFormatter={(value: number) => formatMoney(value, currency)}
                />
                {figures.initialDeposit > 0 ? (
                  <ReferenceLine y={figures.initialDeposit} stroke={theme.colors.textSubtle} strokeDasharray="4 4" />
                ) : null}
                <Tooltip
                  labelFormatter={(at) => timeText(Number(at))}
                  formatter={(value) => [formatMoney(Number(value), currency), 'Equity']}
                  contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}` }}
                />
                <Line
                  type="linear"
                  dataKey="equity"
                  stroke={theme.colors.info}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </ChartBox>
          <ChartCaption>{summary}</ChartCaption>
        </ChartFigure>
      </CardContent>
    </Card>
  );
}
