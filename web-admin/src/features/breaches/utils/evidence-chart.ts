import type { BreachEvidence, BreachRule } from '@prop/contracts/breach';
import { formatMoney } from '@prop/contracts/money';
import { RULE_TITLES } from '@prop/contracts/rule-words';

/** One chart point: `at` in epoch milliseconds, so the time axis can be numeric. */
export interface EquityPoint {
  at: number;
  equity: number;
}

/** The evidence series as chart points, oldest first; a reading with an unreadable time is left out. */
export function evidencePoints(series: BreachEvidence['series']): EquityPoint[] {
  return series
    .map((point) => ({ at: Date.parse(point.at), equity: point.equity }))
    .filter((point) => Number.isFinite(point.at))
    .sort((a, b) => a.at - b.at);
}

export function ruleLabel(rule: BreachRule): string {
  return rule === 'max_drawdown' ? 'Maximum drawdown' : RULE_TITLES[rule];
}

/**
 * The chart's text alternative: how many readings, their range, the breach level and the trigger,
 * so a screen reader user learns what the picture shows.
 */
export function evidenceSummary(evidence: BreachEvidence, currency: string): string {
  const points = evidencePoints(evidence.series);
  const money = (amount: number) => formatMoney(amount, currency);
  const level = `Breach level ${money(evidence.breachEquity)}; triggered at ${money(evidence.trigger.equity)}.`;
  if (points.length === 0) return `No equity readings were kept before the breach. ${level}`;
  const values = points.map((point) => point.equity);
  const readings = `${points.length} equity reading${points.length === 1 ? '' : 's'}`;
  return `${readings} in the ${evidence.windowSeconds} seconds up to the breach: starting at ${money(values[0] ?? 0)}, lowest ${money(
    Math.min(...values),
  )}, highest ${money(Math.max(...values))}. ${level}`;
}

/** The narrowest time span the chart shows, so a breach with one or two readings still has a readable axis. */
export const MIN_CHART_SPAN_MS = 60_000;

/**
 * The time axis: every reading and the trigger, widened backwards to at least a minute. Backwards,
 * because nothing after the trigger is kept: the breach stays at the right-hand edge.
 */
export function timeDomain(points: EquityPoint[], triggerAt: number): [number, number] {
  const times = [...points.map((point) => point.at), triggerAt].filter(Number.isFinite);
  if (times.length === 0) return [0, MIN_CHART_SPAN_MS];
  const end = Math.max(...times);
  const start = Math.min(...times);
  return [Math.min(start, end - MIN_CHART_SPAN_MS), end];
}

/**
 * The value the rule measures from, drawn as a second line so the drop to the breach level reads at
 * a glance: the start-of-day value for the daily rule, else the initial deposit.
 */
export function startLine(evidence: BreachEvidence): { label: string; value: number } {
  return evidence.dayStartValue !== null
    ? { label: 'Start of day', value: evidence.dayStartValue }
    : { label: 'Initial deposit', value: evidence.initialDeposit };
}

const TICK_STEPS_MS = [5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600].map((seconds) => seconds * 1000);

/**
 * Time-axis ticks on round seconds (every 5 s, 10 s, ... 1 h), the smallest step that keeps at most
 * `maxTicks`; recharts gives a time domain no ticks of its own between the ends.
 */
export function timeTicks([start, end]: [number, number], maxTicks = 6): number[] {
  if (!(end > start)) return [start];
  const span = end - start;
  const step = TICK_STEPS_MS.find((candidate) => span / candidate < maxTicks) ?? Math.ceil(span / maxTicks);
  const ticks: number[] = [];
  for (let at = Math.ceil(start / step) * step; at <= end; at += step) ticks.push(at);
  return ticks;
}
