import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf, centsOfText, textOfCents } from '../src/domain/money.ts';

describe('money in whole cents', () => {
  it('reads decimal text exactly', () => {
    expect(centsOfText('25000')).toBe(2_500_000);
    expect(centsOfText('25000.5')).toBe(2_500_050);
    expect(centsOfText('0.07')).toBe(7);
    expect(centsOfText('-12.34')).toBe(-1234);
    expect(() => centsOfText('12.345')).toThrow();
  });

  it('writes and reads back any amount unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(centsOfText(textOfCents(cents))).toBe(cents);
        expect(centsOf(Number(textOfCents(cents)))).toBe(cents);
      }),
    );
  });
});
