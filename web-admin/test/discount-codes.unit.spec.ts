import { describe, expect, it } from 'vitest';
import { discountNoteText } from '../src/features/purchases/components/discount-note.tsx';
import {
  createInputOf,
  discountText,
  EMPTY_DISCOUNT_FORM,
  scopeText,
  usesText,
} from '../src/features/discount-codes/utils/discount-form.ts';

describe('the discount code form and list', () => {
  it('given the typed form, then the body lists programs and sizes, empty limits as none, local times as instants', () => {
    const input = createInputOf({
      ...EMPTY_DISCOUNT_FORM,
      code: 'spring',
      value: '15',
      programIds: ' instant-funding, two-step ,',
      tierIds: '25k',
      startsAt: '2026-05-01T09:30',
      maxUsesPerTrader: '1',
    });
    expect(input).toEqual({
      code: 'spring',
      kind: 'percent',
      value: '15',
      programIds: ['instant-funding', 'two-step'],
      tierIds: ['25k'],
      startsAt: new Date('2026-05-01T09:30').toISOString(),
      endsAt: null,
      maxUses: null,
      maxUsesPerTrader: 1,
    });
  });

  it('words what a code gives, for what, and its uses against its limits', () => {
    expect(discountText({ kind: 'percent', value: '12.5' })).toBe('12.5% off');
    expect(discountText({ kind: 'fixed', value: '25.00' })).toBe('€25.00 off');
    expect(scopeText({ programIds: [], tierIds: [] })).toBe('Every account');
    expect(scopeText({ programIds: [], tierIds: ['25k', '50k'] })).toBe('every program · 25k, 50k');
    expect(usesText({ uses: 3, maxUses: 100, maxUsesPerTrader: 1 })).toBe('3 of 100 uses · 1 per trader');
    expect(usesText({ uses: 3, maxUses: null, maxUsesPerTrader: null })).toBe('3 uses');
  });

  it("names a purchase's code and what it took off the list price; nothing without one", () => {
    expect(
      discountNoteText({ discount: { code: 'SPRING', amount: '37.35' }, listPrice: '249.00', currency: 'EUR' }),
    ).toBe('SPRING −€37.35 of €249.00');
    expect(discountNoteText({ discount: null, listPrice: '249.00', currency: 'EUR' })).toBeNull();
  });
});
