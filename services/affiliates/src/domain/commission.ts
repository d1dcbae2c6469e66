import type { Money } from '@prop/contracts/money';

/** Rates are basis points of the paid price: 10_000 is the whole price, 1_000 is 10%. */
const WHOLE = 10_000n;

/** Half a unit and up rounds away from zero, as a cashier would; inputs are never negative. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** '7.5' → 750: a percentage with at most two decimals as basis points, exactly. */
export function basisPointsOf(percent: string): number {
  const [whole = '0', fraction = ''] = percent.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 750 → '7.5', 1000 → '10': the shortest text of a rate. */
export function percentOf(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The commission on a paid price, to the cent. */
export function commissionOn(paidPrice: Money, basisPoints: number): Money {
  return divideRounded(paidPrice * BigInt(basisPoints), WHOLE);
}

/**
 * How much of a commission is reversed once `refunded` of its price went back: in proportion,
 * computed on the running total rather than per refund, so partial refunds never drift a cent and
 * a full refund reverses the commission exactly.
 */
export function reversedFor(commission: Money, paidPrice: Money, refunded: Money): Money {
  if (refunded <= 0n) return 0n;
  if (paidPrice <= 0n || refunded >= paidPrice) return commission;
  return divideRounded(commission * refunded, paidPrice);
}

/** An affiliate's commission money: earned, reversed by refunds, paid out, and reserved by a payout under review. */
export interface CommissionTotals {
  accrued: Money;
  reversed: Money;
  paid: Money;
  pending: Money;
}

/**
 * What an affiliate may still be paid: never below nothing, a reversal after a payout is owed back
 * from later accruals. A pending payout's reservation is not available twice.
 */
export function availableOf(figures: CommissionTotals): Money {
  const available = figures.accrued - figures.reversed - figures.paid - figures.pending;
  return available > 0n ? available : 0n;
}

export type PayoutReservation = { kind: 'reserve'; amount: Money } | { kind: 'refused'; reason: 'pending' | 'nothing' };

/**
 * A payout request reserves the whole available commission, to the cent; it is refused while
 * another payout is under review (one at a time) or when nothing is available.
 */
export function payoutReservation(figures: CommissionTotals): PayoutReservation {
  if (figures.pending > 0n) return { kind: 'refused', reason: 'pending' };
  const amount = availableOf(figures);
  return amount > 0n ? { kind: 'reserve', amount } : { kind: 'refused', reason: 'nothing' };
}
