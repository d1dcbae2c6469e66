import { describe, expect, it } from 'vitest';
import { agreesWithin, moneyOf, moneyText } from '@prop/contracts/money';
import { meetsMinimumProfit, profitOf, sharePercentOf, traderShareOf } from '../src/domain/profit-share.ts';

describe('money in cents', () => {
  it.each([
    ['10000', 1_000_000n],
    ['10250.5', 1_025_050n],
    ['0.01', 1n],
    ['-3.25', -325n],
  ])('given the decimal text %s, when read, then it is %i cents', (text, cents) => {
    expect(moneyOf(text)).toBe(cents);
  });

  it.each(['1e4', '10.001', '', 'ten', '1,000.00'])('given "%s", when read as money, then it is refused', (text) => {
    expect(() => moneyOf(text)).toThrow();
  });

  it.each([
    [1_025_050n, '10250.50'],
    [1n, '0.01'],
    [-999n, '-9.99'],
    [0n, '0.00'],
  ])('given %i cents, when written, then it is %s', (cents, text) => {
    expect(moneyText(cents)).toBe(text);
  });

  it.each([
    [313.86, 31386n, true],
    [313.87, 31386n, true],
    [313.85, 31386n, true],
    [313.88, 31386n, false],
    [313.902, 31390n, true],
    [0.1 + 0.2, 30n, true],
    [313.871, 31386n, false],
    [Number.NaN, 31386n, false],
  ])(
    'given the client value %d against %i cents, when compared within a cent, then agreement is %s',
    (client, exact, agrees) => {
      expect(agreesWithin(client, exact, 1n)).toBe(agrees);
    },
  );
});

describe('profit, the trader share and the minimum', () => {
  it('given equity 10523.17 on a funding balance of 10000, when computing, then profit is 523.17 and the share 313.90 (rounded down)', () => {
    const profit = profitOf(moneyOf('10523.17'), moneyOf('10000'));
    expect(moneyText(profit)).toBe('523.17');
    expect(moneyText(traderShareOf(profit, 60))).toBe('313.90');
  });

  it.each([
    ['523.17', 60, '313.90'],
    ['523.17', 80, '418.53'],
    ['0.01', 80, '0.00'],
    ['10.01', 80, '8.00'],
    ['523.17', 62.5, '326.98'],
  ])(
    'given a profit of %s, when taking a %d%% share, then it is %s (rounded down to the cent)',
    (profit, percent, share) => {
      expect(moneyText(traderShareOf(moneyOf(profit), percent))).toBe(share);
    },
  );

  it('given equity below the funding balance, when computing, then profit is negative and the share 0', () => {
    const profit = profitOf(moneyOf('9800'), moneyOf('10000'));
    expect(moneyText(profit)).toBe('-200.00');
    expect(traderShareOf(profit, 60)).toBe(0n);
    expect(traderShareOf(profit, 80)).toBe(0n);
  });

  it('given float-hostile figures, when computing, then the result is exact (0.1 + 0.2 is 0.3)', () => {
    expect(moneyText(profitOf(moneyOf('10000.3'), moneyOf('10000.1')))).toBe('0.20');
    expect(moneyText(traderShareOf(moneyOf('0.3'), 60))).toBe('0.18');
  });

  it.each([
    ['9.99', false],
    ['10', true],
    ['10.01', true],
    ['-50', false],
  ])('given a profit of %s, when checking the minimum of 10, then it is met: %s', (profit, met) => {
    expect(meetsMinimumProfit(moneyOf(profit))).toBe(met);
  });
});

describe("the share of the account's program, as risk names it", () => {
  const accountId = '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718';

  it("given risk names the program's 80%, then the share is 80%", () => {
    expect(sharePercentOf({ found: true, accountId, conditions: [], profitSharePercent: 80 })).toBe(80);
  });

  it("given a reply without a share, or no account risk follows, then it is the spec's 60%", () => {
    expect(sharePercentOf({ found: true, accountId, conditions: [] })).toBe(60);
    expect(sharePercentOf({ found: false })).toBe(60);
  });
});
