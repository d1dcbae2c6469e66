import { describe, expect, it } from 'vitest';
import { breachesByDayAndRule, periodLabel } from '../src/features/reports/utils/chart-values.ts';
import { isValidRange } from '../src/features/reports/utils/report-range.ts';

describe('the KPI dashboard charts', () => {
  it('spreads breaches per day into one column per rule, every day of the range present', () => {
    const { rules, data } = breachesByDayAndRule(
      [
        { period: '2026-03-02', rule: 'max_drawdown', count: 2 },
        { period: '2026-03-02', rule: 'daily_loss', count: 1 },
        { period: '2026-03-04', rule: 'daily_loss', count: 3 },
      ],
      ['2026-03-02', '2026-03-03', '2026-03-04'],
    );
    expect(rules).toEqual(['daily_loss', 'max_drawdown']);
    expect(data).toEqual([
      { period: '2026-03-02', daily_loss: 1, max_drawdown: 2 },
      { period: '2026-03-03', daily_loss: 0, max_drawdown: 0 },
      { period: '2026-03-04', daily_loss: 3, max_drawdown: 0 },
    ]);
  });

  it('labels days and months as calendar dates, whatever the browser zone', () => {
    expect(periodLabel('2026-03-02')).toBe('2 Mar');
    expect(periodLabel('2026-03')).toBe('Mar 2026');
  });

  it('takes a range only with both dates in order', () => {
    expect(isValidRange({ from: '2026-03-01', to: '2026-03-01' })).toBe(true);
    expect(isValidRange({ from: '2026-03-02', to: '2026-03-01' })).toBe(false);
    expect(isValidRange({ from: '', to: '2026-03-01' })).toBe(false);
  });
});
