import type { Money } from '@prop/contracts/money';

/**
 * The VAT a VAT-inclusive total holds at a rate (percent, at most two decimals), rounded half up to
 * the cent, and the net price beside it: net + vat is the total to the cent.
 */
export function vatIncluded(total: Money, ratePercent: number): { net: Money; vat: Money } {
  const rate = BigInt(Math.round(ratePercent * 100));
  const whole = 10_000n + rate;
  const vat = (2n * total * rate + whole) / (2n * whole);
  return { net: total - vat, vat };
}
