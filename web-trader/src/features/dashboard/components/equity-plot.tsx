import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import { formatMoney } from '../../../shared/format-money.ts';

export type EquityPoint = { at: number; equity: number };

export type EquityPlotProps = {
  points: EquityPoint[];
  currency: string;
  /** Drawn as a dashed line when above zero. */
  initialDeposit: number;
};

const timeText = (at: number) =>
  new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The picture of the equity chart. It is the only user of recharts, so it is its own chunk: the dashboard
 * renders without the chart library and this fills the chart's sized box when it arrives.
 */
export function EquityPlot({ points, currency, initialDeposit }: EquityPlotProps) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        // The plot is hidden from assistive tech (its caption says it all): no keyboard stop inside it.
        accessibilityLayer={false}
      >
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
        {initialDeposit > 0 ? (
          <ReferenceLine y={initialDeposit} stroke={theme.colors.textSubtle} strokeDasharray="4 4" />
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
  );
}
