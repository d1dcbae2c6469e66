import { describe, expect, it } from 'vitest';
import { PURCHASE_STATUSES, purchaseDecisionSchema, purchaseSchema, purchaseSubmitSchema } from '../src/purchase.ts';
import { FUNDING_TIERS, findTier, fundingTierSchema } from '../src/tiers.ts';
import { issuesOf, rejectedPaths, USER_ID, without } from './issues.ts';

describe('purchaseSubmitSchema', () => {
  const valid = { tierId: '25k', amount: 25000, price: 249 };

  it('given tier, amount and price, when buying a funding account, then it passes unchanged', () => {
    expect(purchaseSubmitSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['no tier', without(valid, 'tierId')],
    ['an empty tier', { ...valid, tierId: '' }],
    ['a tier of the wrong type', { ...valid, tierId: 25 }],
  ])('given %s, when buying, then it fails with "Invalid tier selected"', (_case, input) => {
    expect(issuesOf(purchaseSubmitSchema, input)).toEqual({ tierId: ['Invalid tier selected'] });
  });

  it.each([
    ['an amount as text', { amount: '25000' }, 'amount'],
    ['no amount', { amount: undefined }, 'amount'],
    ['a price as text', { price: '249' }, 'price'],
    ['no price', { price: undefined }, 'price'],
  ])('given $0, when buying, then $2 is rejected', (_case, overrides, path) => {
    expect(rejectedPaths(purchaseSubmitSchema, { ...valid, ...overrides })).toEqual([path]);
  });
});

describe('purchase records and decisions', () => {
  it('given the statuses, when listing them, then they are pending, approved and not_received', () => {
    expect(PURCHASE_STATUSES).toEqual(['pending', 'approved', 'not_received']);
  });

  it.each(['pending', 'approved', 'not_received'])(
    'given the status %s, when an admin sets it, then it passes',
    (status) => {
      expect(issuesOf(purchaseDecisionSchema, { status })).toEqual({});
    },
  );

  it('given the status rejected, when an admin sets it, then it is rejected', () => {
    expect(rejectedPaths(purchaseDecisionSchema, { status: 'rejected' })).toEqual(['status']);
  });

  it('given a pending purchase, when reading it, then it passes', () => {
    const purchase = {
      id: 'p-1',
      amount: 25000,
      price: 249,
      status: 'pending',
      transactionId: 'TX-1',
      paymentMethod: 'bank_transfer',
      createdAt: '2025-06-15T10:00:00.000Z',
      processedAt: null,
      processedBy: null,
      adminNotes: null,
      user: { id: USER_ID, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
    };
    expect(purchaseSchema.parse(purchase)).toEqual(purchase);
  });
});

describe('funding tiers (docs/product-rules.md §9)', () => {
  it('given the tiers, when listing them, then ids, names, amounts and euro prices are those of the spec', () => {
    expect(FUNDING_TIERS.map(({ id, name, amount, price }) => ({ id, name, amount, price }))).toEqual([
      { id: '10k', name: '10k Starter', amount: 10000, price: 139 },
      { id: '25k', name: '25k Professional', amount: 25000, price: 249 },
      { id: '50k', name: '50k Expert', amount: 50000, price: 379 },
      { id: '100k', name: '100k Elite', amount: 100000, price: 599 },
    ]);
  });

  it('given the tiers, when looking for the most popular, then it is only 25k Professional', () => {
    expect(FUNDING_TIERS.filter((tier) => tier.popular).map((tier) => tier.id)).toEqual(['25k']);
  });

  it('given every tier, when validating it, then it matches the tier schema and lists features', () => {
    for (const tier of FUNDING_TIERS) {
      expect(fundingTierSchema.parse(tier)).toEqual(tier);
      expect(tier.features.length).toBeGreaterThan(0);
    }
  });

  it('given the features, when reading them, then they state the 5% drawdown, 1:30 leverage and 60% share', () => {
    const features = FUNDING_TIERS[0]?.features ?? [];
    expect(features).toContain('Maximum drawdown 5%');
    expect(features).toContain('Leverage 1:30');
    expect(features).toContain('60% profit share');
  });

  it('given the features, when reading the withdrawal line, then it keeps the purchase copy: weekly, on Fridays', () => {
    expect(FUNDING_TIERS[0]?.features).toContain('Weekly profit withdrawals on Fridays');
  });

  it.each([
    ['10k', 10000, 139],
    ['25k', 25000, 249],
    ['50k', 50000, 379],
    ['100k', 100000, 599],
  ])('given the tier id %s, when finding it, then it has amount %i and price %i', (id, amount, price) => {
    expect(findTier(id)).toMatchObject({ id, amount, price });
  });

  it.each(['', '5k', '25K', '25000', 'Professional'])(
    'given the unknown tier id "%s", when finding it, then there is none',
    (id) => {
      expect(findTier(id)).toBeUndefined();
    },
  );
});
