import { describe, expect, it } from 'vitest';
import {
  agreesWithin,
  centsNumberOf,
  centsOfFigure,
  formatMoney,
  moneyAsNumber,
  moneyOf,
  moneyOfFigure,
  moneyText,
  moneyTextOfCents,
} from '../src/money.ts';
import { amountTextSchema, moneyTextSchema } from '../src/money-schemas.ts';

describe('the money type', () => {
  it('reads decimal text into exact cents and writes it back', () => {
    expect(moneyOf('10250.5')).toBe(1_025_050n);
    expect(moneyOf('-3.2')).toBe(-320n);
    expect(moneyOf('0.07')).toBe(7n);
    expect(moneyText(1_025_050n)).toBe('10250.50');
    expect(moneyText(-320n)).toBe('-3.20');
    expect(moneyText(7n)).toBe('0.07');
  });

  it('refuses text that is not an amount of money, or finer than a cent', () => {
    for (const text of ['', '1.234', '1e3', 'abc', '1,000.00', '.5']) {
      expect(() => moneyOf(text)).toThrow(/not an amount of money/);
    }
  });

  it('rounds an MT5 float to the cent once, and refuses what is not a number', () => {
    expect(moneyOfFigure(12.346)).toBe(1_235n);
    expect(moneyOfFigure(0.1 + 0.2)).toBe(30n);
    expect(() => moneyOfFigure(Number.NaN)).toThrow();
  });

  it('keeps integer cents as numbers for hot paths, the same as the bigint form', () => {
    expect(centsNumberOf('9500.25')).toBe(950_025);
    expect(moneyTextOfCents(950_025)).toBe('9500.25');
    expect(moneyAsNumber(950_025n)).toBe(9500.25);
  });

  it('writes cents held in a number as the bigint form writes them, signs and small amounts included', () => {
    for (const cents of [0, 7, 10, 99, 100, 101, 950_025, -1, -7, -320, -100, -950_025, 2 ** 53 - 1]) {
      expect(moneyTextOfCents(cents)).toBe(moneyText(BigInt(cents)));
    }
    expect(() => moneyTextOfCents(1.5)).toThrow(/whole number of cents/);
    expect(() => moneyTextOfCents(2 ** 53)).toThrow(/whole number of cents/);
  });

  it('rounds an MT5 float to cents in a number as the bigint form does', () => {
    for (const figure of [12.346, 0.1 + 0.2, -3.205, 25_000, 7306.649913200001]) {
      expect(BigInt(centsOfFigure(figure))).toBe(moneyOfFigure(figure));
    }
    expect(() => centsOfFigure(Number.POSITIVE_INFINITY)).toThrow(/not an amount of money/);
  });

  it('compares a client float with an exact amount within a tolerance, free of binary rounding', () => {
    expect(agreesWithin(0.1 + 0.2, 30n, 0n)).toBe(true);
    expect(agreesWithin(100.01, 10_000n, 1n)).toBe(true);
    expect(agreesWithin(100.02, 10_000n, 1n)).toBe(false);
    expect(agreesWithin(Number.POSITIVE_INFINITY, 0n, 100n)).toBe(false);
  });

  it('checks wire text with one regex: signed for money, unsigned for amounts', () => {
    expect(moneyTextSchema.safeParse('-12.50').success).toBe(true);
    expect(amountTextSchema.safeParse('-12.50').success).toBe(false);
    expect(amountTextSchema.safeParse('249').success).toBe(true);
    expect(moneyTextSchema.safeParse(12.5).success).toBe(false);
  });

  it('formats amounts as people read them, whatever the form', () => {
    expect(formatMoney(10_000, 'USD')).toBe('$10,000.00');
    expect(formatMoney(24_900n, 'EUR')).toBe('€249.00');
    expect(formatMoney(5, 'XYZ1')).toBe('XYZ1 5.00');
  });
});
