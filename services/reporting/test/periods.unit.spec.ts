import { describe, expect, it } from 'vitest';
import { moneyPercent, percentOf } from '../src/domain/kpis.ts';
import { daysOf, defaultRange, monthOf, rangeLength, weekOf } from '../src/domain/periods.ts';

describe('report periods', () => {
  it('names a week by its Monday, across months and years', () => {
    expect(weekOf('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekOf('2027-01-01')).toBe('2026-12-28'); // a Friday
    expect(monthOf('2026-03-31')).toBe('2026-03');
  });

  it('lists every day of a range, a leap day included', () => {
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(rangeLength({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('opens on the 30 days up to today, or up to the end asked', () => {
    expect(defaultRange('2026-03-31', {})).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(defaultRange('2026-03-31', { to: '2026-02-10' })).toEqual({ from: '2026-01-12', to: '2026-02-10' });
    expect(defaultRange('2026-03-31', { from: '2026-03-30' })).toEqual({ from: '2026-03-30', to: '2026-03-31' });
  });
});

describe('report ratios', () => {
  it('gives money as a percent of money exactly, rounded half up to two decimals', () => {
    expect(moneyPercent(110_000n, 45_725n)).toBe('240.57');
    expect(moneyPercent(1n, 8n)).toBe('12.50');
    expect(moneyPercent(1n, 200_000n)).toBe('0.00');
    expect(moneyPercent(1n, 0n)).toBeNull();
    expect(moneyPercent(1n, -5n)).toBeNull();
  });

  it('gives a share of a count with one decimal', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});
