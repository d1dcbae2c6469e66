import type { BreachEvidence } from '@prop/contracts/breach';
import { describe, expect, it } from 'vitest';
import { formatUtc } from '../src/features/breaches/utils/breach-times.ts';
import {
  evidencePoints,
  evidenceSummary,
  MIN_CHART_SPAN_MS,
  ruleLabel,
  startLine,
  timeDomain,
  timeTicks,
} from '../src/features/breaches/utils/evidence-chart.ts';
import { resolverLabel } from '../src/features/breaches/utils/resolver-label.ts';

const evidence: BreachEvidence = {
  id: 'b1',
  status: 'active',
  rule: 'max_drawdown',
  mt5AccountId: 'mt5-1',
  userId: 'u1',
  accountId: 'a1',
  breachPercentage: 5.6,
  initialDeposit: 25000,
  breachEquity: 23750,
  dayStartValue: null,
  trigger: { at: '2025-03-03T14:05:09.000Z', equity: 23600, balance: 25000 },
  detectedAt: '2025-03-03T14:05:09.120Z',
  resolvedAt: null,
  resolvedBy: null,
  adminNotes: null,
  windowSeconds: 300,
  series: [
    { at: '2025-03-03T14:05:09.000Z', equity: 23600 },
    { at: '2025-03-03T14:05:07.000Z', equity: 25000 },
    { at: 'not a time', equity: 1 },
    { at: '2025-03-03T14:05:08.000Z', equity: 24900.5 },
  ],
};

describe('how the breach evidence dialog reads the evidence', () => {
  it('charts the series oldest first in epoch milliseconds, leaving out unreadable times', () => {
    expect(evidencePoints(evidence.series)).toEqual([
      { at: Date.UTC(2025, 2, 3, 14, 5, 7), equity: 25000 },
      { at: Date.UTC(2025, 2, 3, 14, 5, 8), equity: 24900.5 },
      { at: Date.UTC(2025, 2, 3, 14, 5, 9), equity: 23600 },
    ]);
    expect(evidencePoints([])).toEqual([]);
  });

  it('sums the chart up in words: readings, range, breach level and trigger', () => {
    expect(evidenceSummary(evidence, 'USD')).toBe(
      '3 equity readings in the 300 seconds up to the breach: starting at $25,000.00, lowest $23,600.00, highest $25,000.00. Breach level $23,750.00; triggered at $23,600.00.',
    );
    expect(evidenceSummary({ ...evidence, series: [] }, 'USD')).toBe(
      'No equity readings were kept before the breach. Breach level $23,750.00; triggered at $23,600.00.',
    );
  });

  it('names the rule, the UTC time to the second and who resolved', () => {
    expect(ruleLabel('max_drawdown')).toBe('Maximum drawdown');
    expect(ruleLabel('daily_loss')).toBe('Daily loss');
    expect(formatUtc(evidence.trigger.at)).toBe('3 Mar 2025, 14:05:09 UTC');
    expect(formatUtc('nonsense')).toBe('—');
    const admin = { id: 'admin-1', email: 'ops@example.com', name: 'Ops Admin' };
    expect(resolverLabel('admin-1', admin)).toBe('Ops Admin (you)');
    expect(resolverLabel('admin-2', admin)).toBe('Admin admin-2');
  });

  it('keeps the trigger at the right edge of a time axis at least a minute wide', () => {
    const trigger = Date.UTC(2025, 2, 3, 14, 5, 9);
    const points = evidencePoints(evidence.series);
    expect(timeDomain(points, trigger)).toEqual([trigger - MIN_CHART_SPAN_MS, trigger]);
    expect(timeDomain([], trigger)).toEqual([trigger - MIN_CHART_SPAN_MS, trigger]);
    const fiveMinutesBefore = trigger - 300_000;
    expect(timeDomain([{ at: fiveMinutesBefore, equity: 25000 }, ...points], trigger)).toEqual([
      fiveMinutesBefore,
      trigger,
    ]);
  });

  it('puts time ticks on round seconds, at most six of them', () => {
    const start = Date.UTC(2025, 2, 3, 14, 4, 9);
    expect(timeTicks([start, start + 60_000])).toEqual(
      [15, 30, 45, 60].map((seconds) => Date.UTC(2025, 2, 3, 14, 4, 0) + seconds * 1000),
    );
    const fiveMinutes = timeTicks([start, start + 300_000]);
    expect(fiveMinutes).toHaveLength(5);
    expect(fiveMinutes.every((at) => at % 60_000 === 0)).toBe(true);
    expect(timeTicks([start, start])).toEqual([start]);
  });

  it('draws the line the rule measures from: the initial deposit, or the start of day for the daily rule', () => {
    expect(startLine(evidence)).toEqual({ label: 'Initial deposit', value: 25000 });
    expect(startLine({ ...evidence, rule: 'daily_loss', dayStartValue: 24800 })).toEqual({
      label: 'Start of day',
      value: 24800,
    });
  });
});
