import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_NAMES, paymentMethodName, payoutDestinationOf } from '../src/payout-destination.ts';
import { withdrawalSubmitSchema } from '../src/withdrawal.ts';

const bank = {
  paymentMethod: 'bank',
  accountHolder: 'Jane Doe',
  bankName: 'ABN AMRO',
  iban: 'NL91ABNA0417164300',
  swiftCode: 'ABNANL2A',
} as const;
const crypto = { paymentMethod: 'crypto', cryptoType: 'eth', cryptoWallet: `0x${'a'.repeat(40)}` } as const;

describe('payoutDestinationOf: where a payout goes, given as an object or as JSON text (docs/product-rules.md §3)', () => {
  it.each([
    ['an object', bank, bank],
    ['JSON text', JSON.stringify(bank), bank],
    ['JSON text of JSON text', JSON.stringify(JSON.stringify(bank)), bank],
    ['a crypto object', crypto, crypto],
    ['crypto JSON text', JSON.stringify(crypto), crypto],
  ])('reads %s as the same destination', (_case, given, expected) => {
    expect(payoutDestinationOf(given)).toEqual(expected);
  });

  it('keeps the IBAN of a bank destination given as text, so the admin sees where the money goes', () => {
    expect(payoutDestinationOf(JSON.stringify(bank))?.iban).toBe('NL91ABNA0417164300');
    expect(paymentMethodName(payoutDestinationOf(JSON.stringify(bank)))).toBe('Bank transfer');
  });

  it('drops empty and non-text fields and coins it does not know; trims the rest', () => {
    expect(
      payoutDestinationOf({ ...bank, accountNumber: '', bankName: '  ING  ', swiftCode: 42, cryptoType: 'doge' }),
    ).toEqual({ paymentMethod: 'bank', accountHolder: 'Jane Doe', bankName: 'ING', iban: 'NL91ABNA0417164300' });
  });

  it('takes a missing or unknown method from the fields given', () => {
    expect(payoutDestinationOf({ iban: 'NL91ABNA0417164300' })?.paymentMethod).toBe('bank');
    expect(payoutDestinationOf({ paymentMethod: '', accountNumber: '12345678' })?.paymentMethod).toBe('bank');
    expect(payoutDestinationOf({ paymentMethod: 'wire', cryptoWallet: 'x1' })?.paymentMethod).toBe('crypto');
    expect(payoutDestinationOf({ paymentMethod: 'BANK', iban: 'X' })?.paymentMethod).toBe('bank');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['text that is not JSON', 'IBAN NL91'],
    ['JSON text of a number', '42'],
    ['an array', [bank]],
    ['an empty object', {}],
    ['an empty method and no account', { paymentMethod: '' }],
  ])('gives null for %s: no destination to approve a payout to', (_case, given) => {
    expect(payoutDestinationOf(given)).toBeNull();
    expect(paymentMethodName(payoutDestinationOf(given))).toBeNull();
  });

  it('names the two methods as every screen shows them', () => {
    expect(PAYMENT_METHOD_NAMES).toEqual({ bank: 'Bank transfer', crypto: 'Cryptocurrency' });
  });
});

describe('a withdrawal submission takes its payment details as an object or as JSON text', () => {
  const submission = { amount: 500, profitAmount: 300, currency: 'EUR' };

  it('parses JSON text into the same details as the object', () => {
    const asText = withdrawalSubmitSchema.parse({ ...submission, bankDetails: JSON.stringify(bank) });
    const asObject = withdrawalSubmitSchema.parse({ ...submission, bankDetails: bank });
    expect(asText.bankDetails).toEqual(asObject.bankDetails);
  });

  it('checks details given as text like an object: a bank without a holder is refused with its message', () => {
    const { accountHolder: _holder, ...withoutHolder } = bank;
    const result = withdrawalSubmitSchema.safeParse({ ...submission, bankDetails: JSON.stringify(withoutHolder) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please enter the account holder name']);
  });

  it('refuses text that is not JSON of details', () => {
    expect(withdrawalSubmitSchema.safeParse({ ...submission, bankDetails: 'NL91ABNA0417164300' }).success).toBe(false);
  });
});
