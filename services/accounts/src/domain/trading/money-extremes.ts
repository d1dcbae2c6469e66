import type { Money } from '@prop/contracts/money';

// Math.min and Math.max take no bigint.

export function lowerOf(a: Money, b: Money): Money {
  if (b < a) return b;
  return a;
}

export function higherOf(a: Money, b: Money): Money {
  if (b > a) return b;
  return a;
}
