import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES } from '@prop/contracts/discount-code';
import { moneyText } from '@prop/contracts/money';
import { applyDiscount, type DiscountTerms, discountOf } from '../src/domain/discount.ts';

const NOW = new Date('2026-05-01T12:00:00Z');
const TERMS: DiscountTerms = {
  kind: 'percent',
  value: '15',
  programIds: [],
  tierIds: [],
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerTrader: null,
  disabled: false,
};
const TIER_25K = { programId: 'instant-funding', tierId: '25k', listPrice: 24_900n };
const NO_USES = { total: 0, byTrader: 0 };

const refusal = (terms: Partial<DiscountTerms>, uses = NO_USES, product = TIER_25K) =>
  applyDiscount({ ...TERMS, ...terms }, product, uses, NOW);

describe('discountOf', () => {
  it('given a percentage, then it is the share of the price rounded half up to the cent', () => {
    expect(moneyText(discountOf('percent', '15', 24_900n))).toBe('37.35');
    // 12.5% of €249.00 is 3112.5 cents: half a cent rounds up.
    expect(moneyText(discountOf('percent', '12.5', 24_900n))).toBe('31.13');
    // 33.33% of €139.00 is 4632.87 cents.
    expect(moneyText(discountOf('percent', '33.33', 13_900n))).toBe('46.33');
    expect(moneyText(discountOf('percent', '0.01', 13_900n))).toBe('0.01');
  });

  it('given a fixed amount, then it is that amount whatever the price', () => {
    expect(moneyText(discountOf('fixed', '25.50', 24_900n))).toBe('25.50');
  });

  it('never leaves a fraction of a cent, and list price less discount is what is paid, exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), fc.integer({ min: 1, max: 9_999 }), (price, bp) => {
        const percent = moneyText(BigInt(bp));
        const discount = discountOf('percent', percent, price);
        const exact = (price * BigInt(bp)) / 10_000n;
        expect(discount === exact || discount === exact + 1n).toBe(true);
        expect(discount >= 0n && discount <= price).toBe(true);
      }),
    );
  });
});

describe('applyDiscount', () => {
  it('given a valid code, then the paid price is the list price less the discount', () => {
    expect(refusal({})).toEqual({ ok: true, discount: 3_735n, paid: 21_165n });
  });

  it('given a fixed discount as large as the price or larger, then the code is refused: never a zero or negative price', () => {
    expect(refusal({ kind: 'fixed', value: '249.00' })).toEqual({
      ok: false,
      message: DISCOUNT_CODE_MESSAGES.tooLarge,
    });
    expect(refusal({ kind: 'fixed', value: '500.00' })).toEqual({
      ok: false,
      message: DISCOUNT_CODE_MESSAGES.tooLarge,
    });
    expect(refusal({ kind: 'fixed', value: '248.99' })).toEqual({ ok: true, discount: 24_899n, paid: 1n });
  });

  it('given a code for other tiers or programs, then it does not apply; for this tier and program it does', () => {
    expect(refusal({ tierIds: ['10k', '50k'] })).toEqual({ ok: false, message: DISCOUNT_CODE_MESSAGES.notApplicable });
    expect(refusal({ programIds: ['two-step'] })).toEqual({ ok: false, message: DISCOUNT_CODE_MESSAGES.notApplicable });
    expect(refusal({ tierIds: ['25k'], programIds: ['instant-funding'] }).ok).toBe(true);
    expect(refusal({ tierIds: ['25k'] }, NO_USES, { ...TIER_25K, programId: 'two-step' }).ok).toBe(true);
  });

  it('given its window, then it applies from its start (inclusive) until its end (exclusive)', () => {
    expect(refusal({ startsAt: new Date(NOW.getTime() + 1) })).toEqual({
      ok: false,
      message: DISCOUNT_CODE_MESSAGES.notStarted,
    });
    expect(refusal({ startsAt: NOW }).ok).toBe(true);
    expect(refusal({ endsAt: NOW })).toEqual({ ok: false, message: DISCOUNT_CODE_MESSAGES.expired });
    expect(refusal({ endsAt: new Date(NOW.getTime() + 1) }).ok).toBe(true);
  });

  it('given its limits reached, or the code disabled, then it is refused with the reason', () => {
    expect(refusal({ maxUses: 3 }, { total: 3, byTrader: 0 })).toEqual({
      ok: false,
      message: DISCOUNT_CODE_MESSAGES.exhausted,
    });
    expect(refusal({ maxUses: 3 }, { total: 2, byTrader: 2 }).ok).toBe(true);
    expect(refusal({ maxUsesPerTrader: 1 }, { total: 1, byTrader: 1 })).toEqual({
      ok: false,
      message: DISCOUNT_CODE_MESSAGES.usedByTrader,
    });
    expect(refusal({ disabled: true })).toEqual({ ok: false, message: DISCOUNT_CODE_MESSAGES.disabled });
  });
});
