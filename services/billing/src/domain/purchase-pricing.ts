import { moneyOf, moneyText } from '@prop/contracts/money';
import type { PurchaseRow } from '../db/types.ts';

/**
 * What a purchase costs as its events carry it: list price, paid price, and the code with what it
 * took off when one was used. Amounts in the events' decimal text.
 */
export function pricingOf(row: Pick<PurchaseRow, 'list_price' | 'price' | 'discount' | 'discount_code'>) {
  return {
    listPrice: moneyText(moneyOf(row.list_price)),
    paidPrice: moneyText(moneyOf(row.price)),
    ...(row.discount_code ? { discount: { code: row.discount_code, amount: moneyText(moneyOf(row.discount)) } } : {}),
  };
}
