import { dailyResultSchema } from '@prop/contracts/trading';
import { describe, expect, it } from 'vitest';
import { dailyResultsOf, monthDailyResults } from '../../src/domain/trading/daily-results.ts';
import { closedTrade, FIRM_ZONE } from './fixtures.ts';

// Amsterdam is UTC+1 in winter: 22:30Z on 31 January is 23:30 there, 23:30Z is 00:30 on 1 February.
const trades = [
  closedTrade({
    id: '1',
    openTime: '2026-01-30T09:00:00Z',
    closeTime: '2026-01-31T10:00:00Z',
    netProfit: '120.50',
    volume: 0.1,
  }),
  closedTrade({
    id: '2',
    openTime: '2026-01-31T20:00:00Z',
    closeTime: '2026-01-31T22:30:00Z',
    netProfit: '-20.25',
    volume: 0.2,
  }),
  closedTrade({
    id: '3',
    openTime: '2026-01-31T22:00:00Z',
    closeTime: '2026-01-31T23:30:00Z',
    netProfit: '-7.10',
    volume: 1.5,
  }),
  closedTrade({ id: '4', openTime: null, closeTime: '2026-02-03T12:00:00Z', netProfit: '40.00', volume: 0.7 }),
];

describe('daily results', () => {
  it('given no trades, when grouped, then there are no days', () => {
    expect(monthDailyResults([], '2026-01', FIRM_ZONE)).toEqual([]);
  });

  it('given trades around midnight, when grouped, then each counts on the local date it closed', () => {
    expect(dailyResultsOf(trades, FIRM_ZONE)).toEqual([
      { date: '2026-01-31', profit: '100.25', trades: 2, lots: 0.3 },
      { date: '2026-02-01', profit: '-7.10', trades: 1, lots: 1.5 },
      { date: '2026-02-03', profit: '40.00', trades: 1, lots: 0.7 },
    ]);
  });

  it('given a month, when grouped, then only its days are kept', () => {
    const february = monthDailyResults(trades, '2026-02', FIRM_ZONE);

    expect(february.map((day) => day.date)).toEqual(['2026-02-01', '2026-02-03']);
    expect(dailyResultSchema.array().parse(february)).toHaveLength(2);
  });

  it('given something that is no month, when asked, then it is refused', () => {
    expect(() => monthDailyResults(trades, '2026-13', FIRM_ZONE)).toThrow('not a month');
  });
});
