import { randomBytes } from 'node:crypto';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { purchaseCreated } from '@prop/contracts/events/billing';
import { moneyText } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden } from '@prop/service-kit/errors';
import { createOnce, type KeyedRequest, requestDigest, uniqueViolation } from '@prop/service-kit/idempotency';
import type { BillingContext } from '../context.ts';
import { findPurchaseByKey, insertPurchase } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { pricingOf } from '../domain/purchase-pricing.ts';
import { transactionReference } from '../domain/transaction-reference.ts';
import { catalogueProduct, type PricedProduct } from '../pricing/catalogue-product.ts';
import { priceForPurchase } from '../pricing/discounted-price.ts';

const REFERENCE_ATTEMPTS = 3;

/**
 * A trader's purchase of a tier, priced by the catalogue, pending until paid, with a fresh
 * bank-transfer reference; announced in the same transaction. A reference that clashes with an
 * existing one (about one chance in 10^12) is drawn again. With an idempotency key, a retry of
 * the same purchase gives the first one back instead of buying twice. With a discount code, the
 * server works out the price paid and records the code's use with the purchase, atomically.
 */
export async function createPurchase(
  ctx: BillingContext,
  actor: Actor,
  options: { input: PurchaseSubmitInput; idempotencyKey?: string },
): Promise<PurchaseRow> {
  if (actor.kind !== 'trader') throw forbidden();
  const userId = actor.userId;
  const product = await catalogueProduct(ctx, options.input);
  const discountCode = options.input.discountCode || null;
  const idempotency = options.idempotencyKey
    ? {
        key: options.idempotencyKey,
        digest: requestDigest({
          tierId: product.tierId,
          ...(product.program ? { programId: product.program.id } : {}),
          ...(discountCode ? { discountCode } : {}),
        }),
      }
    : null;
  return createOnce(idempotency, {
    find: (key) => findPurchaseByKey(ctx.db, userId, key),
    create: () => insertWithReference(ctx, actor, { userId, product, discountCode, idempotency }),
    constraint: 'purchases_idempotency',
  });
}

async function insertWithReference(
  ctx: BillingContext,
  actor: Actor,
  options: { userId: string; product: PricedProduct; discountCode: string | null; idempotency: KeyedRequest | null },
): Promise<PurchaseRow> {
  const { product, userId } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
        const discounted = options.discountCode
          ? await priceForPurchase(trx, options.discountCode, { product, userId, now })
          : null;
        const purchase = await insertPurchase(trx, {
          userId,
          tierId: product.tierId,
          amount: String(product.amount),
          listPrice: product.price,
          price: discounted ? moneyText(discounted.paid) : product.price,
          discount: discounted
            ? { codeId: discounted.code.id, code: discounted.code.code, amount: moneyText(discounted.discount) }
            : null,
          transactionId: transactionReference(now, randomBytes),
          idempotency: options.idempotency,
          program: product.program,
          productName: product.productName,
        });
        await emit(purchaseCreated, {
          purchaseId: purchase.id,
          userId: purchase.user_id,
          tierId: purchase.tier_id,
          amount: product.amount,
          price: purchase.price,
          currency: PURCHASE_CURRENCY,
          transactionId: purchase.transaction_id,
          paymentMethod: purchase.payment_method,
          ...pricingOf(purchase),
        });
        return purchase;
      });
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !uniqueViolation(error, 'purchases_transaction_id_key')) throw error;
    }
  }
}
