import { describe, expect, it } from 'vitest';
import { paymentDetailsToStore } from '../src/domain/payment-details.ts';
import { decisionRefusal } from '../src/domain/decision-rules.ts';
import { createClock } from '@prop/service-kit/clock';

describe('payment details kept with a request', () => {
  it('given bank details with crypto leftovers and spaced IBAN, when stored, then only bank fields remain, normalised', () => {
    expect(
      paymentDetailsToStore({
        paymentMethod: 'bank',
        accountHolder: 'Jane Doe',
        bankName: 'ABN AMRO',
        iban: 'nl91 abna 0417 1643 00',
        swiftCode: 'abnanl2a',
        accountNumber: '',
        cryptoType: 'btc',
        cryptoWallet: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      }),
    ).toEqual({
      paymentMethod: 'bank',
      accountHolder: 'Jane Doe',
      bankName: 'ABN AMRO',
      iban: 'NL91ABNA0417164300',
      swiftCode: 'ABNANL2A',
    });
  });

  it('given crypto details with bank leftovers, when stored, then only the coin, wallet and notes remain', () => {
    expect(
      paymentDetailsToStore({
        paymentMethod: 'crypto',
        cryptoType: 'eth',
        cryptoWallet: '0x52908400098527886E0F7030069857D2E4169EE7',
        bankName: 'ABN AMRO',
        additionalNotes: 'mainnet',
      }),
    ).toEqual({
      paymentMethod: 'crypto',
      cryptoType: 'eth',
      cryptoWallet: '0x52908400098527886E0F7030069857D2E4169EE7',
      additionalNotes: 'mainnet',
    });
  });
});

describe('deciding a request once', () => {
  it.each([
    ['pending', null],
    ['approved', 'This withdrawal request has already been approved'],
    ['rejected', 'This withdrawal request has already been rejected'],
  ] as const)('given a %s request, when an admin decides, then the refusal is %s', (status, refusal) => {
    expect(decisionRefusal(status)).toBe(refusal);
  });
});

describe('the test clock', () => {
  it('given no fake time, when read, then it is the real time', () => {
    expect(
      createClock(undefined, () => 1_000)
        .now()
        .getTime(),
    ).toBe(1_000);
  });

  it('given a fake Saturday, when read later, then it started there and runs on at the real pace', () => {
    // given
    let real = Date.parse('2026-06-10T08:00:00Z');
    const clock = createClock('2026-06-13T12:00:00+02:00', () => real);

    // when
    const first = clock.now();
    real += 90_000;

    // then
    expect(first.toISOString()).toBe('2026-06-13T10:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-06-13T10:01:30.000Z');
  });
});
