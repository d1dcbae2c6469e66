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

/** What an affiliate may still be paid: never below nothing, a reversal after a payout is owed back from later accruals. */
export function availableOf(figures: { accrued: Money; reversed: Money; paid: Money }): Money {
  const available = figures.accrued - figures.reversed - figures.paid;
  return available > 0n ? available : 0n;
}
