import { describe, expect, it } from 'vitest';
import { CRYPTO_TYPES, PAYMENT_METHODS } from '../src/payout-methods.ts';
import {
  isValidIban,
  WITHDRAWAL_STATUSES,
  withdrawalDecisionSchema,
  withdrawalRequestSchema,
  withdrawalSubmitHeadersSchema,
  withdrawalSubmitSchema,
} from '../src/withdrawal.ts';
import { issuesOf, rejectedPaths, USER_ID } from './issues.ts';

describe('withdrawalSubmitSchema', () => {
  const bank = {
    paymentMethod: 'bank',
    iban: 'NL91ABNA0417164300',
    accountHolder: 'Jane Doe',
    bankName: 'ABN AMRO',
    swiftCode: 'ABNANL2A',
  };
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

  it('given only the payment method bank, when submitting, then every bank field it needs is asked for', () => {
    expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails: { paymentMethod: 'bank' } })).toEqual({
      'bankDetails.accountHolder': ['Please enter the account holder name'],
      'bankDetails.iban': ['Please enter an IBAN or account number'],
      'bankDetails.bankName': ['Please enter the bank name'],
      'bankDetails.swiftCode': ['Please enter the SWIFT/BIC code'],
    });
  });

  it('given only the payment method crypto, when submitting, then the coin and the wallet are asked for', () => {
    expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails: { paymentMethod: 'crypto' } })).toEqual({
      'bankDetails.cryptoType': ['Please select a cryptocurrency'],
      'bankDetails.cryptoWallet': ['Please enter your wallet address'],
    });
  });

  it('given an account number instead of an IBAN, when submitting a bank transfer, then it passes', () => {
    const { iban: _iban, ...rest } = bank;
    expect(
      issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails: { ...rest, accountNumber: '123456789' } }),
    ).toEqual({});
  });

  it.each([
    [
      'an IBAN with a wrong check digit',
      { iban: 'NL92ABNA0417164300' },
      'bankDetails.iban',
      'Please enter a valid IBAN',
    ],
    ['an IBAN too short', { iban: 'NL91ABNA' }, 'bankDetails.iban', 'Please enter a valid IBAN'],
    [
      'a SWIFT code of 9 characters',
      { swiftCode: 'ABNANL2AX' },
      'bankDetails.swiftCode',
      'Please enter a valid SWIFT/BIC code (8 or 11 characters)',
    ],
    [
      'an empty account holder',
      { accountHolder: '  ' },
      'bankDetails.accountHolder',
      'Please enter the account holder name',
    ],
    [
      'an account number of symbols',
      { iban: undefined, accountNumber: '$$$$' },
      'bankDetails.accountNumber',
      'Please enter a valid account number',
    ],
  ])(
    'given %s, when submitting a bank transfer, then it fails with the field message',
    (_case, change, path, message) => {
      expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails: { ...bank, ...change } })).toEqual({
        [path]: [message],
      });
    },
  );

  it.each([
    ['NL91 ABNA 0417 1643 00', true],
    ['de89370400440532013000', true],
    ['GB82WEST12345698765432', true],
    ['GB82WEST12345698765433', false],
  ])('given the IBAN %s, when checked, then valid is %s', (iban, validity) => {
    expect(isValidIban(iban)).toBe(validity);
  });

  it.each([
    ['btc', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'],
    ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['btc', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
    ['eth', '0x52908400098527886E0F7030069857D2E4169EE7'],
    ['usdt', '0xdAC17F958D2ee523a2206206994597C13D831ec7'],
    ['usdt', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'],
    ['usdc', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
  ])('given the crypto type %s and the wallet %s, when withdrawing, then it passes', (cryptoType, cryptoWallet) => {
    // given
    const bankDetails = { paymentMethod: 'crypto', cryptoWallet, cryptoType };

    // when
    const output = withdrawalSubmitSchema.parse({ ...valid, bankDetails });

    // then
    expect(output.bankDetails).toEqual(bankDetails);
  });

  it.each([
    ['btc', '0x52908400098527886E0F7030069857D2E4169EE7', 'Please enter a valid BTC wallet address'],
    ['eth', 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'Please enter a valid ETH wallet address'],
    ['eth', '0x5290840009852788', 'Please enter a valid ETH wallet address'],
    ['usdc', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'Please enter a valid USDC wallet address'],
    ['btc', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', 'Please enter a valid BTC wallet address'],
  ])(
    'given the crypto type %s and the wallet %s, when withdrawing, then it fails with "%s"',
    (cryptoType, cryptoWallet, message) => {
      const bankDetails = { paymentMethod: 'crypto', cryptoWallet, cryptoType };
      expect(issuesOf(withdrawalSubmitSchema, { ...valid, bankDetails })).toEqual({
        'bankDetails.cryptoWallet': [message],
      });
    },
  );

  it.each(['doge', 'BTC', 'bitcoin', ''])(
    'given the crypto type "%s", when withdrawing, then cryptoType is rejected',
    (cryptoType) => {
      expect(
        issuesOf(withdrawalSubmitSchema, {
          ...valid,
          bankDetails: {
            paymentMethod: 'crypto',
            cryptoType,
            cryptoWallet: '0x52908400098527886E0F7030069857D2E4169EE7',
          },
        }),
      ).toEqual({ 'bankDetails.cryptoType': ['Please select a cryptocurrency'] });
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

  it('given the option lists, when reading them, then they are those of docs/product-rules.md §3', () => {
    expect(PAYMENT_METHODS).toEqual(['bank', 'crypto']);
    expect(CRYPTO_TYPES).toEqual(['btc', 'eth', 'usdt', 'usdc']);
    expect(WITHDRAWAL_STATUSES).toEqual(['pending', 'approved', 'rejected']);
  });
});

describe('withdrawalSubmitHeadersSchema', () => {
  it('given a UUID idempotency key among other headers, when reading them, then the others are kept', () => {
    const headers = { 'idempotency-key': '6a1f3c2e-9b7d-4e8f-a1b2-c3d4e5f60718', 'x-user-id': USER_ID };
    expect(withdrawalSubmitHeadersSchema.parse(headers)).toEqual(headers);
  });

  it.each([undefined, '', 'retry-1'])(
    'given the key %s, when reading the headers, then a UUID key is asked for',
    (key) => {
      expect(issuesOf(withdrawalSubmitHeadersSchema, { 'idempotency-key': key })).toEqual({
        'idempotency-key': ['An Idempotency-Key header (a UUID) is required'],
      });
    },
  );
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
