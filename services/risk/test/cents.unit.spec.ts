import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsNumberOf, moneyOfFigure, moneyTextOfCents, moneyTextOfFigure } from '@prop/contracts/money';
import { amountOfCents } from '../src/domain/cents.ts';
import { percentOfBps } from '../src/domain/rule-set.ts';

describe('money in whole cents', () => {
  it('reads decimal text exactly', () => {
    expect(centsNumberOf('25000')).toBe(2_500_000);
    expect(centsNumberOf('25000.5')).toBe(2_500_050);
    expect(centsNumberOf('0.07')).toBe(7);
    expect(centsNumberOf('-12.34')).toBe(-1234);
    expect(() => centsNumberOf('12.345')).toThrow();
  });

  it('refuses text the money regex refuses, without a regex on the per-update path', () => {
    for (const text of ['', '-', '1.', '.5', '1.2.3', 'abc', '1e3', ' 1', '1,000', '--1', '12.3x']) {
      expect(() => centsNumberOf(text), text).toThrow(/not an amount of money/);
    }
  });

  it('writes and reads back any amount unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(centsNumberOf(moneyTextOfCents(cents))).toBe(cents);
        expect(amountOfCents(cents)).toBe(Number(moneyTextOfCents(cents)));
      }),
    );
  });

  it('given an MT5 figure as the equity event carries it, then risk reads the cents the publisher rounded to', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (figure) => {
        expect(BigInt(centsNumberOf(moneyTextOfFigure(figure)))).toBe(moneyOfFigure(figure));
      }),
    );
  });

  it('given basis points, then the percentage has two decimals', () => {
    expect(percentOfBps(520)).toBe(5.2);
    expect(percentOfBps(500)).toBe(5);
  });
});
