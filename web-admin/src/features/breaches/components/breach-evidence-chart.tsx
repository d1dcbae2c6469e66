import type { BreachEvidence } from '@prop/contracts/breach';
import { ChartBox, ChartCaption, ChartFigure } from '@prop/ui/chart-figure';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import { formatMoney } from '@prop/contracts/money';
import { formatTimeOfDay } from '../utils/breach-times.ts';
import { evidencePoints, evidenceSummary, startLine, timeDomain, timeTicks } from '../utils/evidence-chart.ts';

export interface BreachEvidenceChartProps {
  evidence: BreachEvidence;
  currency: string;
  /** Whose account, for the chart's accessible name. */
  traderName: string;
}

/**
 * The equity readings kept up to the breach, the level the rule breaks at as a dashed line, and the
 * triggering reading as a dot. The picture is one image to assistive technology; the caption says in
 * words what it shows.
 */
export function BreachEvidenceChart({ evidence, currency, traderName }: BreachEvidenceChartProps) {
  const theme = useTheme();
  const points = evidencePoints(evidence.series);
  const triggerAt = Date.parse(evidence.trigger.at);
  const start = startLine(evidence);
  const domain = timeDomain(points, triggerAt);
  const money = (value: number) => formatMoney(value, currency);

  return (
    <ChartFigure>
      <ChartBox $height={240} role="img" aria-label={`Equity of ${traderName || 'the trader'} around the breach`}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={points}
            margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
            // The box is one image with a caption; a keyboard stop inside it would add nothing.
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={theme.colors.border} strokeDasharray="3 3" />
            <XAxis
              dataKey="at"
              type="number"
              scale="time"
              domain={domain}
              ticks={timeTicks(domain)}
              tickFormatter={formatTimeOfDay}
              stroke={theme.colors.textMuted}
              fontSize={12}
              minTickGap={24}
            />
            <YAxis
              domain={['auto', 'auto']}
              stroke={theme.colors.textMuted}
              fontSize={12}
              width={92}
              tickFormatter={money}
            />
            {/* extendDomain: both lines must show even when every reading sits far from them. */}
            <ReferenceLine
              y={start.value}
              ifOverflow="extendDomain"
              stroke={theme.colors.textSubtle}
              strokeDasharray="4 4"
              label={{
                value: `${start.label} ${money(start.value)}`,
                position: 'insideTopLeft',
                fill: theme.colors.textMuted,
                fontSize: 12,
              }}
            />
            <ReferenceLine
              y={evidence.breachEquity}
              ifOverflow="extendDomain"
              stroke={theme.colors.danger}
              strokeDasharray="6 4"
              label={{
                value: `Breach level ${money(evidence.breachEquity)}`,
                position: 'insideBottomLeft',
                fill: theme.colors.danger,
                fontSize: 12,
              }}
            />
            <Tooltip
              labelFormatter={(at) => formatTimeOfDay(Number(at))}
              formatter={(value) => [money(Number(value)), 'Equity']}
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
            {Number.isFinite(triggerAt) ? (
              <ReferenceDot
                x={triggerAt}
                y={evidence.trigger.equity}
                ifOverflow="extendDomain"
                r={6}
                fill={theme.colors.dangerSolid}
                stroke={theme.colors.text}
                strokeWidth={2}
              />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      </ChartBox>
      <ChartCaption>{evidenceSummary(evidence, currency)}</ChartCaption>
    </ChartFigure>
  );
}
