import type { EquityPoint, Statistics } from '@prop/contracts/trading';
import { describe, expect, it } from 'vitest';
import { datesOf, dayName, leadingBlanks, monthName, shiftMonth } from '../src/journal/calendar-month.ts';
import { equitySummary } from '../src/journal/equity-summary.ts';
import {
  directionOf,
  formatDuration,
  formatPercent,
  formatPrice,
  formatSignedMoney,
} from '../src/journal/journal-format.ts';
import { statisticFigures } from '../src/journal/statistics-figures.ts';

describe('journal formatting', () => {
  it('writes the sign of an amount as text, so its colour is never the only cue', () => {
    expect(formatSignedMoney('12.5', 'USD')).toBe('+$12.50');
    expect(formatSignedMoney('-3.2', 'USD')).toBe('-$3.20');
    expect(formatSignedMoney('0', 'EUR')).toBe('€0.00');
    expect(directionOf('0.01')).toBe('gain');
    expect(directionOf('-0.01')).toBe('loss');
    expect(directionOf('0.00')).toBe('flat');
  });

  it('says a duration in its two largest units, dropping a zero second one', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(12 * 60 + 5)).toBe('12m 5s');
    expect(formatDuration(3600)).toBe('1h');
    expect(formatDuration(2 * 86_400 + 4 * 3600 + 59)).toBe('2d 4h');
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(null)).toBe('—');
  });

  it('keeps the server’s two decimals of a percentage and MT5’s of a price', () => {
    expect(formatPercent(66.67)).toBe('66.67%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPrice(1.08543)).toBe('1.08543');
    expect(formatPrice(65000.1)).toBe('65,000.10');
    expect(formatPrice(undefined)).toBe('—');
  });
});

describe('the calendar month', () => {
  it('steps across years', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('lays a month out from Monday', () => {
    // 1 June 2025 is a Sunday: six empty cells before it.
    expect(leadingBlanks('2025-06')).toBe(6);
    expect(leadingBlanks('2025-09')).toBe(0);
    expect(datesOf('2024-02')).toHaveLength(29);
    expect(datesOf('2025-02').at(-1)).toBe('2025-02-28');
    expect(monthName('2025-07')).toBe('July 2025');
    expect(dayName('2025-07-14')).toBe('Monday 14 July');
  });
});

describe('the balance and equity caption', () => {
  const point = (time: string, equity: string, equityMin: string, equityMax: string): EquityPoint => ({
    time,
    balance: '10000',
    equity,
    equityMin,
    equityMax,
  });

  it('gives the latest figures and the lowest low and highest high of every bucket', () => {
    const points = [
      point('2025-07-14T10:00:00Z', '10010', '9950.5', '10020'),
      point('2025-07-14T10:01:00Z', '10005', '10001', '10090.25'),
    ];
    expect(equitySummary(points, '1d', 'USD')).toBe(
      'Latest balance $10,000.00, equity $10,005.00. Over the last day equity ranged from $9,950.50 to $10,090.25.',
    );
  });

  it('says when the range has nothing yet', () => {
    expect(equitySummary([], 'all', 'USD')).toBe('No balance or equity recorded over the life of the account yet.');
  });
});

describe('the statistics figures', () => {
  const stats: Statistics = {
    trades: 3,
    wins: 2,
    losses: 1,
    winRate: 66.67,
    profitFactor: 3,
    averageWin: '15',
    averageLoss: '-10',
    averageRiskReward: 1.5,
    expectancy: '6.67',
    bestTrade: '20',
    worstTrade: '-10',
    averageHoldingSeconds: 125,
    lotsTraded: 0.3,
    tradingDays: 1,
    bestDayShare: 100,
    sharpeRatio: null,
    netProfit: '20',
    grossProfit: '30',
    grossLoss: '-10',
  };

  it('shows every figure with a one-line explanation', () => {
    const figures = statisticFigures(stats, 'USD');
    expect(figures.map((figure) => figure.label)).toEqual([
      'Net profit',
      'Closed trades',
      'Win rate',
      'Profit factor',
      'Gross profit',
      'Gross loss',
      'Average win',
      'Average loss',
      'Average R:R',
      'Expectancy',
      'Best trade',
      'Worst trade',
      'Average holding time',
      'Lots traded',
      'Trading days',
      'Best day’s share',
      'Sharpe ratio',
    ]);
    for (const figure of figures) expect(figure.explanation).toMatch(/^[A-Z].+\.$/);
    const value = (label: string) => figures.find((figure) => figure.label === label)?.value;
    expect(value('Win rate')).toBe('66.67%');
    expect(value('Average loss')).toBe('-$10.00');
    expect(value('Average R:R')).toBe('1:1.50');
    expect(value('Average holding time')).toBe('2m 5s');
    expect(value('Sharpe ratio')).toBe('—');
    expect(figures.find((figure) => figure.label === 'Closed trades')?.detail).toBe('2 wins, 1 loss');
  });

  it('says "No losses" rather than a missing profit factor when every trade won', () => {
    const figures = statisticFigures({ ...stats, losses: 0, profitFactor: null }, 'USD');
    expect(figures.find((figure) => figure.label === 'Profit factor')?.value).toBe('No losses');
  });
});
