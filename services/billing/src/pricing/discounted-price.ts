import { DISCOUNT_CODE_MESSAGES } from '@prop/contracts/discount-code';
import { type Money, moneyOf } from '@prop/contracts/money';
import { badRequest } from '@prop/service-kit/errors';
import type { Kysely, Transaction } from 'kysely';
import { discountUses, findDiscountCodeByText, lockDiscountCodeByText } from '../db/discount-codes.ts';
import type { BillingDb, DiscountCodeRow } from '../db/types.ts';
import { applyDiscount } from '../domain/discount.ts';
import { termsOf } from '../domain/discount-code-view.ts';
import type { PricedProduct } from './catalogue-product.ts';

/** A product's price after a code: the list price, what the code took off, and what is paid. */
export interface DiscountedPrice {
  code: DiscountCodeRow;
  listPrice: Money;
  discount: Money;
  paid: Money;
}

async function priceWith(
  db: Kysely<BillingDb> | Transaction<BillingDb>,
  code: DiscountCodeRow | undefined,
  options: { product: PricedProduct; userId: string; now: Date },
): Promise<DiscountedPrice> {
  if (!code) throw badRequest(DISCOUNT_CODE_MESSAGES.unknown);
  const { product } = options;
  const listPrice = moneyOf(product.price);
  const uses = await discountUses(db, code.id, options.userId);
  const outcome = applyDiscount(
    termsOf(code),
    { programId: product.programId, tierId: product.tierId, listPrice },
    uses,
    options.now,
  );
  if (!outcome.ok) throw badRequest(outcome.message);
  return { code, listPrice, discount: outcome.discount, paid: outcome.paid };
}

/**
 * The price a code gives a purchase, inside the purchase's transaction: the code's row stays locked
 * until the purchase is committed, so two traders racing for its last use are counted one after
 * the other and the second is refused.
 */
export async function priceForPurchase(
  trx: Transaction<BillingDb>,
  codeText: string,
  options: { product: PricedProduct; userId: string; now: Date },
): Promise<DiscountedPrice> {
  return priceWith(trx, await lockDiscountCodeByText(trx, codeText), options);
}

/** The same price as a preview: nothing is locked or used, the purchase checks again. */
export async function previewPrice(
  db: Kysely<BillingDb>,
  codeText: string,
  options: { product: PricedProduct; userId: string; now: Date },
): Promise<DiscountedPrice> {
  return priceWith(db, await findDiscountCodeByText(db, codeText), options);
}
