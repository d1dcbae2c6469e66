import { describe, expect, it } from 'vitest';
import { checkPaymentForm, EMPTY_PAYMENT_FORM } from '../src/features/withdrawals/utils/payment-form.ts';

const bank = {
  ...EMPTY_PAYMENT_FORM,
  paymentMethod: 'bank' as const,
  accountHolder: 'Ada Lovelace',
  bankName: 'ABN AMRO',
  iban: 'NL91 ABNA 0417 1643 00',
  swiftCode: 'ABNANL2A',
};

describe('checking the payment fields before sending', () => {
  it('given no payment method, then the dialog asks for one', () => {
    expect(checkPaymentForm(EMPTY_PAYMENT_FORM)).toEqual({
      errors: { paymentMethod: 'Please select a payment method' },
    });
  });

  it('given a bank transfer with nothing filled in, then each missing field has its message', () => {
    expect(checkPaymentForm({ ...EMPTY_PAYMENT_FORM, paymentMethod: 'bank' })).toEqual({
      errors: {
        accountHolder: 'Please enter the account holder name',
        iban: 'Please enter an IBAN or account number',
        bankName: 'Please enter the bank name',
        swiftCode: 'Please enter the SWIFT/BIC code',
      },
    });
  });

  it('given a complete bank transfer with crypto leftovers from switching, then only the bank fields are sent', () => {
    const checked = checkPaymentForm({ ...bank, cryptoType: 'btc', cryptoWallet: 'bc1qxyz', additionalNotes: '  ' });
    expect(checked).toEqual({
      details: {
        paymentMethod: 'bank',
        accountHolder: 'Ada Lovelace',
        bankName: 'ABN AMRO',
        iban: 'NL91 ABNA 0417 1643 00',
        swiftCode: 'ABNANL2A',
      },
    });
  });

  it('given a mistyped IBAN and a short SWIFT, then both say what is wrong', () => {
    expect(checkPaymentForm({ ...bank, iban: 'NL92ABNA0417164300', swiftCode: 'ABN' })).toEqual({
      errors: {
        iban: 'Please enter a valid IBAN',
        swiftCode: 'Please enter a valid SWIFT/BIC code (8 or 11 characters)',
      },
    });
  });

  it('given an account number instead of an IBAN, then it is enough', () => {
    expect('details' in checkPaymentForm({ ...bank, iban: '', accountNumber: '123456789' })).toBe(true);
  });

  it('given crypto without a coin or wallet, then both are asked for', () => {
    expect(checkPaymentForm({ ...EMPTY_PAYMENT_FORM, paymentMethod: 'crypto' })).toEqual({
      errors: { cryptoType: 'Please select a cryptocurrency', cryptoWallet: 'Please enter your wallet address' },
    });
  });

  it('given a USDC payout to a bitcoin address, then the wallet is refused for that coin', () => {
    const form = {
      ...EMPTY_PAYMENT_FORM,
      paymentMethod: 'crypto' as const,
      cryptoType: 'usdc' as const,
      cryptoWallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    };
    expect(checkPaymentForm(form)).toEqual({ errors: { cryptoWallet: 'Please enter a valid USDC wallet address' } });
  });

  it('given an ETH wallet with notes, then the coin, wallet and notes are sent', () => {
    const wallet = `0x${'a'.repeat(40)}`;
    const form = {
      ...bank,
      paymentMethod: 'crypto' as const,
      cryptoType: 'eth' as const,
      cryptoWallet: wallet,
      additionalNotes: 'Ledger',
    };
    expect(checkPaymentForm(form)).toEqual({
      details: { paymentMethod: 'crypto', cryptoType: 'eth', cryptoWallet: wallet, additionalNotes: 'Ledger' },
    });
  });
});
