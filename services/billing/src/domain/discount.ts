import { DISCOUNT_CODE_MESSAGES, type DiscountKind } from '@prop/contracts/discount-code';
import { type Money, moneyOf } from '@prop/contracts/money';

/** A discount code's terms, as billing keeps them. */
export interface DiscountTerms {
  kind: DiscountKind;
  /** Percent ('12.5') or euro ('25.00') as decimal text. */
  value: string;
  /** Empty: every program (Instant Funding is 'instant-funding'). */
  programIds: readonly string[];
  /** Empty: every tier ('25k'). */
  tierIds: readonly string[];
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerTrader: number | null;
  disabled: boolean;
}

/** What is bought: the program, the tier and its list price. */
export interface DiscountedProduct {
  programId: string;
  tierId: string;
  listPrice: Money;
}

/** The code's uses so far, of everyone and of the trader buying. */
export interface DiscountUses {
  total: number;
  byTrader: number;
}

export type DiscountOutcome = { ok: true; discount: Money; paid: Money } | { ok: false; message: string };

/**
 * What a code takes off a list price, exact in cents: a percentage rounded half up to the cent (a
 * percent's two decimals are basis points, so 12.5% of €249.00 is 24900 × 1250 / 10000 = 3112.5
 * cents, €31.13), or the fixed amount.
 */
export function discountOf(kind: DiscountKind, value: string, listPrice: Money): Money {
  if (kind === 'fixed') return moneyOf(value);
  const basisPoints = moneyOf(value);
  return (listPrice * basisPoints + 5_000n) / 10_000n;
}

/**
 * Whether a code can be used for a product now, and what it makes of the price. A start is
 * inclusive, an end exclusive. A discount that leaves nothing to pay is refused rather than
 * floored at zero: a purchase needs a price for its payment to confirm it, and a code should not
 * give accounts away by accident.
 */
export function applyDiscount(
  terms: DiscountTerms,
  product: DiscountedProduct,
  uses: DiscountUses,
  now: Date,
): DiscountOutcome {
  const refused = (message: string): DiscountOutcome => ({ ok: false, message });
  if (terms.disabled) return refused(DISCOUNT_CODE_MESSAGES.disabled);
  if (terms.startsAt && now < terms.startsAt) return refused(DISCOUNT_CODE_MESSAGES.notStarted);
  if (terms.endsAt && now >= terms.endsAt) return refused(DISCOUNT_CODE_MESSAGES.expired);
  if (terms.programIds.length > 0 && !terms.programIds.includes(product.programId)) {
    return refused(DISCOUNT_CODE_MESSAGES.notApplicable);
  }
  if (terms.tierIds.length > 0 && !terms.tierIds.includes(product.tierId)) {
    return refused(DISCOUNT_CODE_MESSAGES.notApplicable);
  }
  if (terms.maxUses !== null && uses.total >= terms.maxUses) return refused(DISCOUNT_CODE_MESSAGES.exhausted);
  if (terms.maxUsesPerTrader !== null && uses.byTrader >= terms.maxUsesPerTrader) {
    return refused(DISCOUNT_CODE_MESSAGES.usedByTrader);
  }
  const discount = discountOf(terms.kind, terms.value, product.listPrice);
  if (discount >= product.listPrice) return refused(DISCOUNT_CODE_MESSAGES.tooLarge);
  return { ok: true, discount, paid: product.listPrice - discount };
}
