import { describe, expect, it } from 'vitest';
import {
  CRYPTO_TYPES,
  PAYMENT_METHODS,
  WITHDRAWAL_STATUSES,
  withdrawalDecisionSchema,
  withdrawalRequestSchema,
  withdrawalSubmitSchema,
} from '../src/withdrawal.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('withdrawalSubmitSchema', () => {
  const bank = { paymentMethod: 'bank', iban: 'NL91ABNA0417164300', accountHolder: 'Jane Doe', bankName: 'ABN AMRO' };
  const valid = { amount: 500, profitAmount: 300, bankDetails: bank };

  it('given no currency, when submitting a withdrawal, then the currency defaults to USD', () => {
    expect(withdrawalSubmitSchema.parse(valid)).toEqual({ ...valid, currency: 'USD' });
  });

  it('given the currency EUR, when submitting a withdrawal, then it is kept', () => {
    expect(withdrawalSubmitSchema.parse({ ...valid, currency: 'EUR' }).currency).toBe('EUR');
  });

  it.each([
    ['no payment method', {}],
    ['an empty payment method', { paymentMethod: '' }],
    ['an unknown payment method', { paymentMethod: 'paypal' }],
    ['an upper-case payment method', { paymentMethod: 'BANK' }],
    ['a payment method of the wrong type', { paymentMethod: 1 }],
  ])(
    'given %s, when submitting a withdrawal, then it fails with "Please select a payment method"',
    (_case, bankDetails) => {
      expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails })).toEqual({
        'bankDetails.paymentMethod': ['Please select a payment method'],
      });
    },
  );

  it.each(['bank', 'crypto'])('given the payment method %s, when submitting a withdrawal, then it passes', (method) => {
    expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails: { paymentMethod: method } })).toEqual({});
  });

  it.each(['btc', 'eth', 'usdt', 'usdc'])(
    'given the crypto type %s, when withdrawing to a wallet, then it passes',
    (cryptoType) => {
      // given
      const bankDetails = {
        paymentMethod: 'crypto',
        cryptoWallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        cryptoType,
      };

      // when
      const output = withdrawalSubmitSchema.parse({ ...valid, bankDetails });

      // then
      expect(output.bankDetails).toEqual(bankDetails);
    },
  );

  it.each(['doge', 'BTC', 'bitcoin', ''])(
    'given the crypto type "%s", when withdrawing, then cryptoType is rejected',
    (cryptoType) => {
      expect(
        rejectedPaths(withdrawalSubmitSchema, { ...valid, bankDetails: { paymentMethod: 'crypto', cryptoType } }),
      ).toEqual(['bankDetails.cryptoType']);
    },
  );

  it.each([
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -5 }, 'amount'],
    ['an amount as text', { amount: '500' }, 'amount'],
    ['no amount', { amount: undefined }, 'amount'],
    ['a zero profit amount', { profitAmount: 0 }, 'profitAmount'],
    ['no profit amount', { profitAmount: undefined }, 'profitAmount'],
    ['a currency that is no ISO code', { currency: 'EURO' }, 'currency'],
    ['no bank details', { bankDetails: undefined }, 'bankDetails'],
  ])('given $0, when submitting a withdrawal, then $2 is rejected', (_case, overrides, path) => {
    expect(rejectedPaths(withdrawalSubmitSchema, { ...valid, ...overrides })).toEqual([path]);
  });

  it('given an unknown bank-details key, when submitting, then it is stripped', () => {
    expect(withdrawalSubmitSchema.parse({ ...valid, bankDetails: { ...bank, pin: '1234' } }).bankDetails).toEqual(bank);
  });

  it('given the option lists, when reading them, then they are those of spec section 3', () => {
    expect(PAYMENT_METHODS).toEqual(['bank', 'crypto']);
    expect(CRYPTO_TYPES).toEqual(['btc', 'eth', 'usdt', 'usdc']);
    expect(WITHDRAWAL_STATUSES).toEqual(['pending', 'approved', 'rejected']);
  });
});

describe('withdrawalDecisionSchema', () => {
  it.each(['approved', 'rejected'])('given the decision %s, when an admin reviews, then it passes', (status) => {
    expect(withdrawalDecisionSchema.parse({ status, adminNotes: ' ok ' })).toEqual({ status, adminNotes: 'ok' });
  });

  it('given the status pending, when an admin reviews, then it is rejected', () => {
    expect(rejectedPaths(withdrawalDecisionSchema, { status: 'pending' })).toEqual(['status']);
  });

  it('given no notes, when an admin reviews, then it passes', () => {
    expect(issuesOf(withdrawalDecisionSchema, { status: 'approved' })).toEqual({});
  });
});

describe('withdrawalRequestSchema', () => {
  const request = {
    id: 'w-1',
    status: 'pending',
    amount: 500,
    currency: 'USD',
    profitShareAmount: 300,
    createdAt: '2025-06-14T10:00:00.000Z',
    processedAt: null,
    processedBy: null,
    adminNotes: null,
    bankDetails: { paymentMethod: 'bank', iban: 'NL91ABNA0417164300' },
    user: { id: USER_ID, firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
  };

  it('given a pending request, when reading it, then it passes', () => {
    expect(withdrawalRequestSchema.parse(request)).toEqual(request);
  });

  it('given an unknown status, when reading a request, then status is rejected', () => {
    expect(rejectedPaths(withdrawalRequestSchema, { ...request, status: 'processing' })).toEqual(['status']);
  });
});
