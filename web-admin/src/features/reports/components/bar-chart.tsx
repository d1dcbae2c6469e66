import { ChartBox } from '@prop/ui/chart-figure';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';

export interface BarSeries {
  key: string;
  name: string;
  color: string;
}

export interface ReportBarChartProps {
  data: readonly object[];
  /** The field naming each bar's period or category. */
  category: string;
  bars: readonly BarSeries[];
  label: string;
  stacked?: boolean;
  formatCategory?: (value: string) => string;
  /** How a value reads in the tooltip, and shorter on the axis. */
  formatValue?: (value: number) => string;
  formatTick?: (value: number) => string;
  height?: number;
}

/**
 * One chart of the dashboard: bars per period or category, one series or several (stacked when
 * they add up). The picture is one image to assistive technology; its card says what it shows and
 * its CSV carries every number.
 */
export function ReportBarChart({
  data,
  category,
  bars,
  label,
  stacked = false,
  formatCategory,
  formatValue,
  formatTick,
  height = 240,
}: ReportBarChartProps) {
  const theme = useTheme();
  return (
    <ChartBox $height={height} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...data]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey={category}
            stroke={theme.colors.textMuted}
            fontSize={12}
            tickFormatter={formatCategory}
            minTickGap={16}
          />
          <YAxis
            stroke={theme.colors.textMuted}
            fontSize={12}
            width={formatTick ? 56 : 40}
            tickFormatter={formatTick}
            allowDecimals={false}
          />
          <Tooltip
            cursor={{ fill: theme.colors.surfaceHover }}
            contentStyle={{ background: theme.colors.surfaceRaised, border: `1px solid ${theme.colors.border}` }}
            labelFormatter={(value) => (formatCategory ? formatCategory(String(value)) : String(value))}
            formatter={(value) => (formatValue ? formatValue(Number(value)) : String(value))}
          />
          {bars.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              fill={bar.color}
              stackId={stacked ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartBox>
  );
}
