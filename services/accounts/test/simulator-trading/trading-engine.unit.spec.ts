import { describe, expect, it } from 'vitest';
import { moneyOf } from '@prop/contracts/money';
import { type Deal, dealSchema, positionSchema } from '@prop/contracts/trading';
import { TradingEngine } from '../../src/mt5/simulator/trading/trading-engine.ts';

/** Wednesday 11 March 2026, 10:00 UTC: markets open, the night's rollover counts three. */
const WEDNESDAY = new Date('2026-03-11T10:00:00Z');
const at = (iso: string) => new Date(iso);
const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);
const PRICES = { EURUSD: 1.1, GBPUSD: 1.27, USDJPY: 150, XAUUSD: 2650, US30: 43_500, BTCUSD: 95_000 };

function funded(prices: Record<string, number> = PRICES, time = WEDNESDAY, index = 0) {
  const engine = new TradingEngine(index);
  engine.quote(prices, time);
  engine.deposit(moneyOf('10000'), time);
  return engine;
}

const netOf = (deals: readonly Deal[]) =>
  deals.reduce((sum, deal) => sum + moneyOf(deal.profit) + moneyOf(deal.commission) + moneyOf(deal.swap), 0n);

describe('opening and closing', () => {
  it('given a buy of one lot of EURUSD, then it fills at the ask and half the round-turn commission is charged', () => {
    const engine = funded();
    const { position, deal } = engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1 }, WEDNESDAY);

    expect(deal).toMatchObject({ type: 'DEAL_TYPE_BUY', entryType: 'DEAL_ENTRY_IN', price: 1.10002, volume: 1 });
    expect(deal).toMatchObject({ profit: '0.00', commission: '-3.50', swap: '0.00', positionId: position.id });
    expect(position).toMatchObject({ type: 'BUY', openPrice: 1.10002, currentPrice: 1.1, profit: '-2.00' });
    expect(engine.balance).toBe(moneyOf('9996.50'));
    expect(() => dealSchema.parse(deal)).not.toThrow();
    expect(() => positionSchema.parse(position)).not.toThrow();
  });

  it('given a buy closed ten pips higher, then the exit deal carries the profit and the other half of the commission', () => {
    const engine = funded();
    const { position } = engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1 }, WEDNESDAY);
    engine.quote({ ...PRICES, EURUSD: 1.10102 }, minutesAfter(WEDNESDAY, 30));
    const exit = engine.closePosition(position.id, minutesAfter(WEDNESDAY, 30));

    expect(exit).toMatchObject({ type: 'DEAL_TYPE_SELL', entryType: 'DEAL_ENTRY_OUT', price: 1.10102, volume: 1 });
    expect(exit).toMatchObject({ profit: '100.00', commission: '-3.50', reason: 'DEAL_REASON_CLIENT' });
    expect(engine.balance).toBe(moneyOf('10093.00'));
    expect(engine.openCount).toBe(0);
  });

  it('given a sell of USDJPY, then the profit in yen is converted to dollars at the closing price', () => {
    const engine = funded();
    const { position } = engine.openPosition({ symbol: 'USDJPY', type: 'SELL', volume: 1 }, WEDNESDAY);
    engine.quote({ ...PRICES, USDJPY: 149 }, minutesAfter(WEDNESDAY, 60));
    const exit = engine.closePosition(position.id, minutesAfter(WEDNESDAY, 60));

    // Sold at the bid 150.000, bought back at the ask 149.004: 99,600 yen at 149.004.
    expect(exit).toMatchObject({ type: 'DEAL_TYPE_BUY', price: 149.004, profit: '668.44' });
  });

  it('given an index, then no commission is charged', () => {
    const engine = funded();
    const { deal } = engine.openPosition({ symbol: 'US30', type: 'BUY', volume: 2 }, WEDNESDAY);
    expect(deal).toMatchObject({ commission: '0.00', price: 43_502 });
  });

  it('given an expert advisor order, then its deals carry the magic number and the EXPERT reason', () => {
    const engine = funded();
    const order = { symbol: 'XAUUSD', type: 'BUY', volume: 0.1, magic: 4242, reason: 'DEAL_REASON_EXPERT' } as const;
    const { position, deal } = engine.openPosition(order, WEDNESDAY);
    const exit = engine.closePosition(position.id, minutesAfter(WEDNESDAY, 5), undefined, 'DEAL_REASON_EXPERT');
    expect([deal.magic, exit.magic, position.magic]).toEqual([4242, 4242, 4242]);
    expect([deal.reason, exit.reason]).toEqual(['DEAL_REASON_EXPERT', 'DEAL_REASON_EXPERT']);
  });

  it('given orders MT5 would refuse, then the engine refuses them', () => {
    const engine = funded();
    expect(() => engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 0.015 }, WEDNESDAY)).toThrow(/0.01/);
    expect(() => engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 0 }, WEDNESDAY)).toThrow(/0.01/);
    expect(() => engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1, stopLoss: 1.2 }, WEDNESDAY)).toThrow(
      /invalid stops/,
    );
    expect(() =>
      engine.openPosition({ symbol: 'EURUSD', type: 'SELL', volume: 1, takeProfit: 1.15 }, WEDNESDAY),
    ).toThrow(/invalid stops/);
    expect(() => engine.openPosition({ symbol: 'NOPE', type: 'BUY', volume: 1 }, WEDNESDAY)).toThrow(/unknown/);
    expect(() => engine.closePosition('123', WEDNESDAY)).toThrow(/no open position/);
  });

  it('given Saturday, then FX cannot be traded but bitcoin can', () => {
    const engine = funded();
    const saturday = at('2026-03-14T12:00:00Z');
    expect(() => engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1 }, saturday)).toThrow(/market closed/);
    expect(engine.openPosition({ symbol: 'BTCUSD', type: 'BUY', volume: 0.01 }, saturday).deal.price).toBe(95_015);
  });
});

describe('stop loss and take profit', () => {
  it('given a buy whose bid falls through its stop, then it is closed at the market with reason SL', () => {
    const engine = funded();
    const { position } = engine.openPosition(
      { symbol: 'EURUSD', type: 'BUY', volume: 0.5, stopLoss: 1.099, takeProfit: 1.102 },
      WEDNESDAY,
    );
    expect(engine.quote({ ...PRICES, EURUSD: 1.09905 }, minutesAfter(WEDNESDAY, 1))).toEqual([]);
    const [exit, ...others] = engine.quote({ ...PRICES, EURUSD: 1.09895 }, minutesAfter(WEDNESDAY, 2));

    expect(others).toEqual([]);
    expect(exit).toMatchObject({ positionId: position.id, reason: 'DEAL_REASON_SL', price: 1.09895, volume: 0.5 });
    // (1.09895 - 1.10002) x 100,000 x 0.5
    expect(exit).toMatchObject({ profit: '-53.50', comment: '[sl 1.09895]' });
    expect(engine.holds(position.id)).toBe(false);
  });

  it('given a sell whose ask reaches its take profit, then it is closed at the take-profit level with reason TP', () => {
    const engine = funded();
    engine.openPosition({ symbol: 'XAUUSD', type: 'SELL', volume: 0.1, stopLoss: 2660, takeProfit: 2640 }, WEDNESDAY);
    const [exit] = engine.quote({ ...PRICES, XAUUSD: 2639.5 }, minutesAfter(WEDNESDAY, 9));

    expect(exit).toMatchObject({ type: 'DEAL_TYPE_BUY', reason: 'DEAL_REASON_TP', price: 2640 });
    // (2650 - 2640) x 100 oz x 0.1
    expect(exit?.profit).toBe('100.00');
  });

  it('given a sell, then its stop is watched on the ask, not the bid', () => {
    const engine = funded();
    engine.openPosition({ symbol: 'EURUSD', type: 'SELL', volume: 1, stopLoss: 1.1005 }, WEDNESDAY);
    expect(engine.quote({ ...PRICES, EURUSD: 1.10047 }, minutesAfter(WEDNESDAY, 1))).toEqual([]);
    const [exit] = engine.quote({ ...PRICES, EURUSD: 1.10048 }, minutesAfter(WEDNESDAY, 2));
    expect(exit).toMatchObject({ reason: 'DEAL_REASON_SL', price: 1.1005 });
  });

  it('given a closed market, then stops wait for the reopening price', () => {
    const friday = at('2026-03-13T21:00:00Z');
    const engine = funded(PRICES, friday);
    engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1, stopLoss: 1.099 }, friday);
    expect(engine.quote({ ...PRICES, EURUSD: 1.09 }, at('2026-03-14T10:00:00Z'))).toEqual([]);
    const [exit] = engine.quote({ ...PRICES, EURUSD: 1.09 }, at('2026-03-15T22:01:00Z'));
    // Filled at the reopening bid, 90 pips past the stop: (1.09 - 1.10002) x 100,000.
    expect(exit).toMatchObject({ reason: 'DEAL_REASON_SL', price: 1.09, profit: '-1002.00' });
  });
});

describe('swap', () => {
  it('given a EURUSD buy held Monday to Thursday, then Wednesday counts three nights and the exit realises it all', () => {
    const monday = at('2026-03-09T10:00:00Z');
    const engine = funded(PRICES, monday);
    const { position } = engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1 }, monday);
    for (const night of ['2026-03-09T22:00:00Z', '2026-03-10T22:00:00Z', '2026-03-11T22:00:00Z']) {
      engine.rollover(at(night));
    }
    expect(engine.markToMarket().positions[0]?.swap).toBe('-37.50');
    const exit = engine.closePosition(position.id, at('2026-03-12T10:00:00Z'));
    expect(exit.swap).toBe('-37.50');
  });

  it('given an index on Friday and FX on Saturday, then the index pays three nights and FX none', () => {
    const engine = funded();
    engine.openPosition({ symbol: 'US30', type: 'SELL', volume: 1 }, WEDNESDAY);
    engine.openPosition({ symbol: 'GBPUSD', type: 'BUY', volume: 1 }, WEDNESDAY);
    engine.openPosition({ symbol: 'BTCUSD', type: 'BUY', volume: 0.5 }, WEDNESDAY);
    engine.rollover(at('2026-03-13T22:00:00Z'));
    engine.rollover(at('2026-03-14T22:00:00Z'));
    const swaps = engine.markToMarket().positions.map((position) => [position.symbol, position.swap]);
    expect(swaps).toEqual([
      ['US30', '8.70'],
      ['GBPUSD', '-3.10'],
      ['BTCUSD', '-26.00'],
    ]);
  });
});

describe('partial close', () => {
  it('given 0.3 of a 1-lot position closed, then the exit takes its share of the swap and the rest stays open', () => {
    const monday = at('2026-03-09T10:00:00Z');
    const engine = funded(PRICES, monday);
    const { position } = engine.openPosition({ symbol: 'EURUSD', type: 'SELL', volume: 1 }, monday);
    engine.rollover(at('2026-03-09T22:00:00Z'));
    engine.rollover(at('2026-03-10T22:00:00Z'));
    engine.rollover(at('2026-03-11T22:00:00Z'));
    const partial = engine.closePosition(position.id, at('2026-03-12T08:00:00Z'), 0.3);
    const rest = engine.markToMarket().positions[0];

    expect(partial).toMatchObject({ volume: 0.3, commission: '-1.05', swap: '4.20' });
    expect(rest).toMatchObject({ id: position.id, volume: 0.7, swap: '9.80', commission: '-2.45' });
    const final = engine.closePosition(position.id, at('2026-03-12T09:00:00Z'));
    expect(final).toMatchObject({ volume: 0.7, swap: '9.80', commission: '-2.45' });
    expect(() => engine.closePosition(position.id, at('2026-03-12T09:00:00Z'))).toThrow(/no open position/);
  });

  it('given more than the position holds, then the close is refused', () => {
    const engine = funded();
    const { position } = engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 0.2 }, WEDNESDAY);
    expect(() => engine.closePosition(position.id, WEDNESDAY, 0.21)).toThrow(/holds only 0.2/);
  });
});

describe('the books', () => {
  it('given a busy afternoon, then equity is balance plus floating, and the deals add up to the balance', () => {
    const engine = funded();
    let price = 1.1;
    const opened: string[] = [];
    for (let minute = 1; minute <= 240; minute++) {
      const now = minutesAfter(WEDNESDAY, minute);
      price = Math.round((price + Math.sin(minute / 7) * 0.0004) * 100_000) / 100_000;
      const prices = { ...PRICES, EURUSD: price, XAUUSD: 2650 + minute / 3 };
      engine.quote(prices, now);
      if (minute % 10 === 0) {
        const type = minute % 20 === 0 ? 'BUY' : 'SELL';
        opened.push(
          engine.openPosition({ symbol: minute % 30 ? 'EURUSD' : 'XAUUSD', type, volume: 0.37 }, now).position.id,
        );
      }
      if (minute % 25 === 0 && engine.holds(opened[0] ?? '')) engine.closePosition(opened.shift() ?? '', now, 0.12);
      if (minute === 120) engine.rollover(now);
      const valuation = engine.markToMarket();
      const floating = valuation.positions.reduce((sum, p) => sum + moneyOf(p.profit) + moneyOf(p.swap), 0n);
      expect(valuation.equity).toBe(valuation.balance + floating);
      expect(engine.equity()).toBe(valuation.equity);
      expect(netOf(engine.deals)).toBe(engine.balance);
    }
    expect(engine.deals.filter((deal) => deal.entryType === 'DEAL_ENTRY_OUT').length).toBeGreaterThan(5);
  });

  it('given an account index, then every ticket is unique and carries the index', () => {
    const engine = funded(PRICES, WEDNESDAY, 41);
    const { position, deal } = engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 0.1 }, WEDNESDAY);
    const exit = engine.closePosition(position.id, WEDNESDAY);
    const ids = [...engine.deals.map((d) => d.id), position.id];
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(['420000001', '420000003', '420000004', '420000002']);
    expect([deal.id, exit.id]).toEqual(['420000003', '420000004']);
  });

  it('given a deposit and a withdrawal, then both are balance deals', () => {
    const engine = funded();
    const withdrawal = engine.deposit(moneyOf('-250.5'), WEDNESDAY);
    expect(engine.deals[0]).toMatchObject({ type: 'DEAL_TYPE_BALANCE', profit: '10000.00', comment: 'Deposit' });
    expect(withdrawal).toMatchObject({ type: 'DEAL_TYPE_BALANCE', profit: '-250.50', comment: 'Withdrawal' });
    expect(engine.balance).toBe(moneyOf('9749.50'));
  });

  it('given open positions, then margin is their notional over the leverage', () => {
    const engine = funded();
    engine.openPosition({ symbol: 'EURUSD', type: 'BUY', volume: 1 }, WEDNESDAY);
    engine.openPosition({ symbol: 'USDJPY', type: 'SELL', volume: 0.3 }, WEDNESDAY);
    // 110,000 / 30 + 30,000 / 30
    expect(engine.markToMarket().margin).toBe(moneyOf('4666.67'));
  });
});
