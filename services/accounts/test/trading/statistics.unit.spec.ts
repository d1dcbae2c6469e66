import { statisticsSchema } from '@prop/contracts/trading';
import { describe, expect, it } from 'vitest';
import { statisticsOf } from '../../src/domain/trading/statistics.ts';
import { closedTrade, FIRM_ZONE } from './fixtures.ts';

describe('trading statistics', () => {
  it('given no trades, when computed, then the counts are zero and the averages and ratios are null', () => {
    expect(statisticsOf([], FIRM_ZONE)).toEqual({
      trades: 0,
      wins: 0,
      losses: 0,
      winRate: null,
      profitFactor: null,
      averageWin: null,
      averageLoss: null,
      averageRiskReward: null,
      expectancy: null,
      bestTrade: null,
      worstTrade: null,
      averageHoldingSeconds: null,
      lotsTraded: 0,
      tradingDays: 0,
      bestDayShare: null,
      sharpeRatio: null,
      netProfit: '0.00',
      grossProfit: '0.00',
      grossLoss: '0.00',
    });
  });

  it('given only losses, when computed, then the profit factor is 0 and what needs a win or a positive total is null', () => {
    const trades = [
      closedTrade({
        id: '1',
        openTime: '2026-01-12T09:00:00Z',
        closeTime: '2026-01-12T09:10:00Z',
        netProfit: '-10.00',
      }),
      closedTrade({
        id: '2',
        openTime: '2026-01-12T10:00:00Z',
        closeTime: '2026-01-12T10:20:00Z',
        netProfit: '-20.00',
      }),
      closedTrade({ id: '3', openTime: '2026-01-12T11:00:00Z', closeTime: '2026-01-12T11:30:00Z', netProfit: '-0.01' }),
    ];

    expect(statisticsOf(trades, FIRM_ZONE)).toMatchObject({
      trades: 3,
      wins: 0,
      losses: 3,
      winRate: 0,
      profitFactor: 0,
      averageWin: null,
      averageLoss: '-10.00',
      averageRiskReward: null,
      expectancy: '-10.00',
      bestTrade: '-0.01',
      worstTrade: '-20.00',
      averageHoldingSeconds: 1200,
      lotsTraded: 3,
      tradingDays: 1,
      bestDayShare: null,
      sharpeRatio: null,
      netProfit: '-30.01',
      grossProfit: '0.00',
      grossLoss: '-30.01',
    });
  });

  it('given only wins, when computed, then there is no profit factor', () => {
    const trades = [closedTrade({ id: '1', openTime: null, closeTime: '2026-01-12T09:10:00Z', netProfit: '5.00' })];

    expect(statisticsOf(trades, FIRM_ZONE)).toMatchObject({
      profitFactor: null,
      averageRiskReward: null,
      bestDayShare: 100,
    });
  });

  describe('given wins, a loss, a break-even trade and a trade held over midnight in the firm zone', () => {
    // Amsterdam is UTC+1 in January: trade 2 opens 23:30 on the 12th and closes 00:30 on the 13th.
    const trades = [
      closedTrade({
        id: '1',
        openTime: '2026-01-12T09:00:00Z',
        closeTime: '2026-01-12T10:00:00Z',
        netProfit: '100.00',
        volume: 1,
      }),
      closedTrade({
        id: '2',
        openTime: '2026-01-12T22:30:00Z',
        closeTime: '2026-01-12T23:30:00Z',
        netProfit: '-50.00',
        volume: 0.5,
      }),
      closedTrade({ id: '3', openTime: null, closeTime: '2026-01-14T08:00:00Z', netProfit: '250.00', volume: 2 }),
      closedTrade({
        id: '4',
        openTime: '2026-01-14T09:00:00Z',
        closeTime: '2026-01-14T09:30:00Z',
        netProfit: '0.00',
        volume: 0.1,
      }),
    ];

    it('when computed, then every figure is the hand-computed one', () => {
      expect(statisticsOf(trades, FIRM_ZONE)).toEqual({
        trades: 4,
        wins: 2,
        losses: 1,
        winRate: 50,
        profitFactor: 7,
        averageWin: '175.00',
        averageLoss: '-50.00',
        averageRiskReward: 3.5,
        expectancy: '75.00',
        bestTrade: '250.00',
        worstTrade: '-50.00',
        // 3600 + 3600 + 1800 over the three trades whose entry is known.
        averageHoldingSeconds: 3000,
        lotsTraded: 3.6,
        // The 12th, the 13th (trade 2 closes after local midnight) and the 14th.
        tradingDays: 3,
        // 250 of 300.
        bestDayShare: 83.33,
        // Days 100, -50, 250: mean 100, sample deviation 150.
        sharpeRatio: 0.67,
        netProfit: '300.00',
        grossProfit: '350.00',
        grossLoss: '-50.00',
      });
    });

    it('when computed in UTC, then the trade over midnight falls on one day', () => {
      const utc = statisticsOf(trades, 'UTC');

      expect(utc.tradingDays).toBe(2);
      // Days 50 and 250: mean 150, sample deviation 141.42.
      expect(utc.sharpeRatio).toBe(1.06);
    });

    it('when computed, then the result passes the contract', () => {
      expect(() => statisticsSchema.parse(statisticsOf(trades, FIRM_ZONE))).not.toThrow();
    });
  });

  it('given averages that do not fall on a cent, when computed, then money rounds to the cent and ratios to two decimals', () => {
    const trades = [
      closedTrade({ id: '1', openTime: null, closeTime: '2026-01-12T09:00:00Z', netProfit: '10.00' }),
      closedTrade({ id: '2', openTime: null, closeTime: '2026-01-12T10:00:00Z', netProfit: '10.00' }),
      closedTrade({ id: '3', openTime: null, closeTime: '2026-01-12T11:00:00Z', netProfit: '0.01' }),
      closedTrade({ id: '4', openTime: null, closeTime: '2026-01-13T11:00:00Z', netProfit: '-3.00' }),
    ];

    expect(statisticsOf(trades, FIRM_ZONE)).toMatchObject({
      winRate: 75,
      averageWin: '6.67',
      expectancy: '4.25',
      profitFactor: 6.67,
      averageRiskReward: 2.22,
      averageHoldingSeconds: null,
      sharpeRatio: 0.52,
    });
  });

  it('given two days with the same result, when computed, then there is no Sharpe ratio', () => {
    const trades = [
      closedTrade({ id: '1', openTime: null, closeTime: '2026-01-12T09:00:00Z', netProfit: '10.00' }),
      closedTrade({ id: '2', openTime: null, closeTime: '2026-01-13T09:00:00Z', netProfit: '10.00' }),
    ];

    expect(statisticsOf(trades, FIRM_ZONE).sharpeRatio).toBeNull();
  });
});
