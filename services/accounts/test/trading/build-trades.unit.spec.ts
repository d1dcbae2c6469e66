import { tradeSchema } from '@prop/contracts/trading';
import { describe, expect, it } from 'vitest';
import { buildTrades } from '../../src/domain/trading/build-trades.ts';
import { balanceOperation, tradeDeal } from './fixtures.ts';

describe('building trades from deals', () => {
  it('given no deals, when built, then there is no trade and nothing open', () => {
    expect(buildTrades([])).toEqual({ trades: [], openCharges: 0n });
  });

  it('given only balance operations, when built, then they make no trade', () => {
    const deals = [
      balanceOperation('1', '2026-01-05T08:00:00Z', '10000'),
      balanceOperation('2', '2026-01-05T08:00:00Z', '500', 'DEAL_TYPE_CREDIT'),
      balanceOperation('3', '2026-01-06T00:00:00Z', '-2.50', 'DEAL_TYPE_CHARGE'),
    ];

    expect(buildTrades(deals).trades).toEqual([]);
  });

  it('given a buy opened and closed with commissions and a swap, when built, then one BUY trade nets them all', () => {
    const deals = [
      tradeDeal('BUY', 'IN', {
        id: '10',
        position: '10',
        volume: 1,
        price: 1.1,
        time: '2026-01-12T09:00:00Z',
        commission: '-3.50',
        magic: 7,
      }),
      tradeDeal('SELL', 'OUT', {
        id: '11',
        position: '10',
        volume: 1,
        price: 1.105,
        time: '2026-01-13T15:00:00Z',
        profit: '500',
        commission: '-3.50',
        swap: '-1.20',
        reason: 'DEAL_REASON_TP',
      }),
    ];

    const { trades, openCharges } = buildTrades(deals);

    expect(trades).toEqual([
      {
        positionId: '10',
        exitDealId: '11',
        symbol: 'EURUSD',
        type: 'BUY',
        volume: 1,
        openTime: '2026-01-12T09:00:00Z',
        closeTime: '2026-01-13T15:00:00Z',
        openPrice: 1.1,
        closePrice: 1.105,
        profit: '500.00',
        swap: '-1.20',
        commission: '-7.00',
        netProfit: '491.80',
        reason: 'DEAL_REASON_TP',
        magic: 7,
      },
    ]);
    expect(openCharges).toBe(0n);
    expect(tradeSchema.array().parse(trades)).toHaveLength(1);
  });

  it('given a sell opened and bought back, when built, then the trade is a SELL', () => {
    const deals = [
      tradeDeal('SELL', 'IN', { id: '20', position: '20', volume: 0.5, price: 1.2, time: '2026-01-12T09:00:00Z' }),
      tradeDeal('BUY', 'OUT', {
        id: '21',
        position: '20',
        volume: 0.5,
        price: 1.19,
        time: '2026-01-12T10:00:00Z',
        profit: '500',
      }),
    ];

    expect(buildTrades(deals).trades.map((trade) => [trade.type, trade.netProfit])).toEqual([['SELL', '500.00']]);
  });

  describe('given two entries closed in three exits', () => {
    // Gold, 100 oz a lot: 0.10 at 2000 and 0.20 at 2003 average 2002; entry commission -1.00 in all.
    const deals = [
      tradeDeal('BUY', 'IN', {
        id: '31',
        position: '30',
        volume: 0.1,
        price: 2000,
        time: '2026-01-12T09:00:00Z',
        commission: '-0.40',
      }),
      tradeDeal('BUY', 'IN', {
        id: '32',
        position: '30',
        volume: 0.2,
        price: 2003,
        time: '2026-01-12T09:05:00Z',
        commission: '-0.60',
      }),
      tradeDeal('SELL', 'OUT', {
        id: '33',
        position: '30',
        volume: 0.1,
        price: 2010,
        time: '2026-01-12T10:00:00Z',
        profit: '80',
        commission: '-0.30',
      }),
      tradeDeal('SELL', 'OUT', {
        id: '34',
        position: '30',
        volume: 0.1,
        price: 2005,
        time: '2026-01-12T11:00:00Z',
        profit: '30',
        commission: '-0.30',
      }),
      tradeDeal('SELL', 'OUT', {
        id: '35',
        position: '30',
        volume: 0.1,
        price: 1995,
        time: '2026-01-12T12:00:00Z',
        profit: '-70',
        commission: '-0.30',
      }),
    ];

    it('when built, then each exit is a trade at the average entry price, with a pro rata share of the entry commission', () => {
      const { trades } = buildTrades(deals);

      // Shares of -1.00: 1/3 → -0.33; then 1/2 of the -0.67 left → -0.335 → -0.34; the last takes -0.33.
      expect(trades.map((t) => [t.exitDealId, t.volume, t.openPrice, t.openTime, t.commission, t.netProfit])).toEqual([
        ['33', 0.1, 2002, '2026-01-12T09:00:00Z', '-0.63', '79.37'],
        ['34', 0.1, 2002, '2026-01-12T09:00:00Z', '-0.64', '29.36'],
        ['35', 0.1, 2002, '2026-01-12T09:00:00Z', '-0.63', '-70.63'],
      ]);
    });

    it('when built from the deals in another order, then the trades are the same', () => {
      expect(buildTrades([...deals].reverse())).toEqual(buildTrades(deals));
    });

    it('when only the first two exits are known, then the last third of the entry commission is still open', () => {
      expect(buildTrades(deals.slice(0, 4)).openCharges).toBe(-33n);
    });
  });

  it('given an entry added after a partial close, when closed, then the average entry price counts what was open then', () => {
    const deals = [
      tradeDeal('BUY', 'IN', { id: '41', position: '40', volume: 1, price: 1.1, time: '2026-01-12T09:00:00Z' }),
      tradeDeal('SELL', 'OUT', { id: '42', position: '40', volume: 0.5, price: 1.11, time: '2026-01-12T10:00:00Z' }),
      tradeDeal('BUY', 'IN', { id: '43', position: '40', volume: 0.5, price: 1.12, time: '2026-01-12T11:00:00Z' }),
      tradeDeal('SELL', 'OUT', { id: '44', position: '40', volume: 1, price: 1.13, time: '2026-01-12T12:00:00Z' }),
    ];

    const [first, second] = buildTrades(deals).trades;

    expect(first?.openPrice).toBe(1.1);
    expect(second?.openPrice).toBeCloseTo(1.11, 10);
    expect(second?.volume).toBe(1);
  });

  it('given an exit whose entry is older than the history, when built, then it is a trade with no open time or price', () => {
    const deals = [
      tradeDeal('SELL', 'OUT', {
        id: '51',
        position: '50',
        volume: 0.5,
        price: 1.2,
        time: '2026-01-12T10:00:00Z',
        profit: '100',
        commission: '-2.00',
        swap: '-0.40',
      }),
    ];

    expect(buildTrades(deals).trades).toEqual([
      expect.objectContaining({
        exitDealId: '51',
        type: 'BUY',
        volume: 0.5,
        openTime: null,
        openPrice: null,
        commission: '-2.00',
        swap: '-0.40',
        netProfit: '97.60',
      }),
    ]);
  });

  it('given an exit larger than the known entries, when built, then its entry is unknown and it takes all their charges', () => {
    const deals = [
      tradeDeal('BUY', 'IN', {
        id: '61',
        position: '60',
        volume: 0.5,
        price: 1.1,
        time: '2026-01-12T09:00:00Z',
        commission: '-1.00',
      }),
      tradeDeal('SELL', 'OUT', {
        id: '62',
        position: '60',
        volume: 1,
        price: 1.12,
        time: '2026-01-12T10:00:00Z',
        commission: '-2.00',
      }),
    ];

    const { trades, openCharges } = buildTrades(deals);

    expect(trades.map((t) => [t.type, t.volume, t.openTime, t.openPrice, t.commission])).toEqual([
      ['BUY', 1, null, null, '-3.00'],
    ]);
    expect(openCharges).toBe(0n);
  });

  describe('given a buy reversed by an INOUT sell of three times its volume', () => {
    const deals = [
      tradeDeal('BUY', 'IN', {
        id: '71',
        position: '70',
        volume: 1,
        price: 1.1,
        time: '2026-01-12T09:00:00Z',
        commission: '-5.00',
      }),
      tradeDeal('SELL', 'INOUT', {
        id: '72',
        position: '70',
        volume: 3,
        price: 1.102,
        time: '2026-01-12T10:00:00Z',
        profit: '200',
        commission: '-15.00',
        swap: '-2.00',
      }),
      tradeDeal('BUY', 'OUT', {
        id: '73',
        position: '70',
        volume: 2,
        price: 1.1,
        time: '2026-01-12T11:00:00Z',
        profit: '400',
        commission: '-10.00',
      }),
    ];

    it('when built, then the buy closes with a third of the reversal commission and the rest opens a sell', () => {
      const { trades } = buildTrades(deals);

      expect(
        trades.map((t) => [
          t.exitDealId,
          t.type,
          t.volume,
          t.openTime,
          t.openPrice,
          t.closePrice,
          t.commission,
          t.swap,
          t.netProfit,
        ]),
      ).toEqual([
        ['72', 'BUY', 1, '2026-01-12T09:00:00Z', 1.1, 1.102, '-10.00', '-2.00', '188.00'],
        ['73', 'SELL', 2, '2026-01-12T10:00:00Z', 1.102, 1.1, '-20.00', '0.00', '380.00'],
      ]);
    });

    it('when the reversed sell is still open, then its share of the reversal commission is open', () => {
      expect(buildTrades(deals.slice(0, 2)).openCharges).toBe(-1000n);
    });
  });

  it('given two opposite positions closed by each other, when built, then each is a trade in its own direction', () => {
    const deals = [
      tradeDeal('BUY', 'IN', { id: '81', position: '81', volume: 1, price: 1.1, time: '2026-01-12T09:00:00Z' }),
      tradeDeal('SELL', 'IN', { id: '82', position: '82', volume: 1, price: 1.105, time: '2026-01-12T09:30:00Z' }),
      tradeDeal('SELL', 'OUT_BY', {
        id: '83',
        position: '81',
        volume: 1,
        price: 1.105,
        time: '2026-01-12T10:00:00Z',
        profit: '500',
      }),
      tradeDeal('BUY', 'OUT_BY', {
        id: '84',
        position: '82',
        volume: 1,
        price: 1.1,
        time: '2026-01-12T10:00:00Z',
        profit: '-500',
      }),
    ];

    expect(buildTrades(deals).trades.map((t) => [t.positionId, t.type, t.openPrice, t.netProfit])).toEqual([
      ['81', 'BUY', 1.1, '500.00'],
      ['82', 'SELL', 1.105, '-500.00'],
    ]);
  });
});
