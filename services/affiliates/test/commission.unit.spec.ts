import { describe, expect, it } from 'vitest';
import { moneyOf, moneyText } from '@prop/contracts/money';
import {
  availableOf,
  basisPointsOf,
  commissionOn,
  payoutReservation,
  percentOf,
  reversedFor,
} from '../src/domain/commission.ts';
import { rateFor } from '../src/domain/commission-rate.ts';
import { sameMailbox } from '../src/domain/same-mailbox.ts';

const cents = (text: string) => moneyOf(text);
const text = (money: bigint) => moneyText(money);

describe('commission arithmetic', () => {
  it('reads and writes percentages as exact basis points', () => {
    expect(basisPointsOf('10')).toBe(1000);
    expect(basisPointsOf('7.5')).toBe(750);
    expect(basisPointsOf('12.34')).toBe(1234);
    expect(basisPointsOf('0.05')).toBe(5);
    expect(percentOf(750)).toBe('7.5');
    expect(percentOf(1000)).toBe('10');
    expect(percentOf(1234)).toBe('12.34');
    expect(percentOf(5)).toBe('0.05');
  });

  it('takes the rate of the paid price to the cent, half a cent rounding up', () => {
    expect(text(commissionOn(cents('249.00'), 1000))).toBe('24.90');
    // 7.5% of 99.99 is 7.49925: the nearest cent is 7.50
    expect(text(commissionOn(cents('99.99'), 750))).toBe('7.50');
    // 10% of 0.05 is exactly half a cent: up
    expect(text(commissionOn(cents('0.05'), 1000))).toBe('0.01');
    // 10% of 0.04 is 0.4 cent: down
    expect(text(commissionOn(cents('0.04'), 1000))).toBe('0.00');
    expect(text(commissionOn(cents('1234.56'), 10_000))).toBe('1234.56');
    expect(text(commissionOn(cents('1234.56'), 0))).toBe('0.00');
  });

  it('reverses in proportion to the refunded part, on the running total', () => {
    const price = cents('99.99');
    const commission = commissionOn(price, 1000); // 10.00
    expect(text(commission)).toBe('10.00');
    expect(text(reversedFor(commission, price, 0n))).toBe('0.00');
    // a third refunded: 33.33 of 99.99 → 3.3333… → 3.33
    expect(text(reversedFor(commission, price, cents('33.33')))).toBe('3.33');
    // two thirds: 66.66 → 6.6666… → 6.67
    expect(text(reversedFor(commission, price, cents('66.66')))).toBe('6.67');
    // the rest refunded: the whole commission, not 3 × 3.33
    expect(text(reversedFor(commission, price, price))).toBe('10.00');
  });

  it('never reverses more than the commission, and reverses all of a free purchase refunded', () => {
    const commission = cents('24.90');
    expect(text(reversedFor(commission, cents('249.00'), cents('300.00')))).toBe('24.90');
    expect(text(reversedFor(0n, 0n, cents('1.00')))).toBe('0.00');
  });

  it('counts what is available, never below nothing', () => {
    const none = 0n;
    expect(
      text(availableOf({ accrued: cents('50.00'), reversed: cents('10.00'), paid: cents('15.00'), pending: none })),
    ).toBe('25.00');
    expect(
      text(availableOf({ accrued: cents('50.00'), reversed: cents('40.00'), paid: cents('50.00'), pending: none })),
    ).toBe('0.00');
    expect(
      text(
        availableOf({
          accrued: cents('50.00'),
          reversed: cents('0.01'),
          paid: cents('15.00'),
          pending: cents('20.00'),
        }),
      ),
    ).toBe('14.99');
  });
});

describe('payout reservation', () => {
  const totals = (accrued: string, reversed: string, paid: string, pending: string) => ({
    accrued: cents(accrued),
    reversed: cents(reversed),
    paid: cents(paid),
    pending: cents(pending),
  });

  it('reserves the whole available commission to the cent', () => {
    expect(payoutReservation(totals('100.01', '0.02', '33.33', '0.00'))).toEqual({
      kind: 'reserve',
      amount: cents('66.66'),
    });
    expect(payoutReservation(totals('0.01', '0.00', '0.00', '0.00'))).toEqual({ kind: 'reserve', amount: 1n });
  });

  it('refuses while a payout is pending, even with more commission accrued since', () => {
    expect(payoutReservation(totals('80.00', '0.00', '0.00', '30.00'))).toEqual({ kind: 'refused', reason: 'pending' });
  });

  it('refuses when nothing is available, also when reversals exceed what is left', () => {
    expect(payoutReservation(totals('0.00', '0.00', '0.00', '0.00'))).toEqual({ kind: 'refused', reason: 'nothing' });
    expect(payoutReservation(totals('50.00', '20.00', '50.00', '0.00'))).toEqual({
      kind: 'refused',
      reason: 'nothing',
    });
  });
});

describe('which rate applies', () => {
  const rates = new Map([
    ['default', 1000],
    ['tier:tier-100k', 800],
    ['program:two-step', 1200],
  ]);

  it("takes the program's rate, else the tier's, else the default", () => {
    expect(rateFor(rates, { programId: 'two-step', tierId: 'tier-100k' })).toBe(1200);
    expect(rateFor(rates, { programId: 'one-step', tierId: 'tier-100k' })).toBe(800);
    expect(rateFor(rates, { programId: null, tierId: 'tier-10k' })).toBe(1000);
    expect(rateFor(new Map(), { programId: null, tierId: 'tier-10k' })).toBe(0);
  });
});

describe('self-referral by mailbox', () => {
  it('treats case and plus-tags as the same mailbox, other people as others', () => {
    expect(sameMailbox('Ada@Example.com', 'ada+2@example.com')).toBe(true);
    expect(sameMailbox('ada@example.com', 'ada@example.org')).toBe(false);
    expect(sameMailbox('ada@example.com', 'grace@example.com')).toBe(false);
  });
});
