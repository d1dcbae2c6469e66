import { randomBytes } from 'node:crypto';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { type FundingTier, findTier } from '@prop/contracts/tiers';
import { purchaseCreated } from '@prop/contracts/events/billing';
import { badRequest } from '@prop/service-kit/errors';
import { createOnce, type KeyedRequest, requestDigest, uniqueViolation } from '@prop/service-kit/idempotency';
import { writeEvent } from '@prop/service-kit/outbox';
import type { BillingContext } from '../context.ts';
import { findPurchaseByKey, insertPurchase } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { checkAgainstCatalogue } from '../domain/catalogue-check.ts';
import { transactionReference } from '../domain/transaction-reference.ts';

const REFERENCE_ATTEMPTS = 3;

/**
 * A trader's purchase of a tier, priced by the catalogue, pending until paid, with a fresh
 * bank-transfer reference; announced in the same transaction. A reference that clashes with an
 * existing one (about one chance in 10^12) is drawn again. With an idempotency key, a retry of
 * the same purchase gives the first one back instead of buying twice.
 */
export async function createPurchase(
  ctx: BillingContext,
  options: { userId: string; input: PurchaseSubmitInput; idempotencyKey?: string },
): Promise<PurchaseRow> {
  const check = checkAgainstCatalogue(options.input, findTier);
  if (!check.ok) throw badRequest(check.message);
  const { tier } = check;
  const idempotency = options.idempotencyKey
    ? { key: options.idempotencyKey, digest: requestDigest({ tierId: tier.id }) }
    : null;
  return createOnce(idempotency, {
    find: (key) => findPurchaseByKey(ctx.db, options.userId, key),
    create: () => insertWithReference(ctx, { userId: options.userId, tier, idempotency }),
    constraint: 'purchases_idempotency',
  });
}

async function insertWithReference(
  ctx: BillingContext,
  options: { userId: string; tier: FundingTier; idempotency: KeyedRequest | null },
): Promise<PurchaseRow> {
  const { tier } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction().execute(async (trx) => {
        const purchase = await insertPurchase(trx, {
          userId: options.userId,
          tierId: tier.id,
          amount: String(tier.amount),
          price: String(tier.price),
          transactionId: transactionReference(new Date(), randomBytes),
          idempotency: options.idempotency,
        });
        await writeEvent(trx, purchaseCreated, {
          purchaseId: purchase.id,
          userId: purchase.user_id,
          tierId: purchase.tier_id,
          amount: tier.amount,
          price: purchase.price,
          currency: PURCHASE_CURRENCY,
          transactionId: purchase.transaction_id,
          paymentMethod: purchase.payment_method,
        });
        return purchase;
      });
      ctx.publishSoon();
      return row;
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !uniqueViolation(error, 'purchases_transaction_id_key')) throw error;
    }
  }
}
