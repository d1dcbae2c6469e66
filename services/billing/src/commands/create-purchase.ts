import { randomBytes } from 'node:crypto';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { type FundingTier, findTier } from '@prop/contracts/tiers';
import { purchaseCreated } from '@prop/contracts/events/billing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, forbidden } from '@prop/service-kit/errors';
import { createOnce, type KeyedRequest, requestDigest, uniqueViolation } from '@prop/service-kit/idempotency';
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
  actor: Actor,
  options: { input: PurchaseSubmitInput; idempotencyKey?: string },
): Promise<PurchaseRow> {
  if (actor.kind !== 'trader') throw forbidden();
  const userId = actor.userId;
  const check = checkAgainstCatalogue(options.input, findTier);
  if (!check.ok) throw badRequest(check.message);
  const { tier } = check;
  const idempotency = options.idempotencyKey
    ? { key: options.idempotencyKey, digest: requestDigest({ tierId: tier.id }) }
    : null;
  return createOnce(idempotency, {
    find: (key) => findPurchaseByKey(ctx.db, userId, key),
    create: () => insertWithReference(ctx, actor, { userId, tier, idempotency }),
    constraint: 'purchases_idempotency',
  });
}

async function insertWithReference(
  ctx: BillingContext,
  actor: Actor,
  options: { userId: string; tier: FundingTier; idempotency: KeyedRequest | null },
): Promise<PurchaseRow> {
  const { tier } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
        const purchase = await insertPurchase(trx, {
          userId: options.userId,
          tierId: tier.id,
          amount: String(tier.amount),
          price: String(tier.price),
          transactionId: transactionReference(now, randomBytes),
          idempotency: options.idempotency,
        });
        await emit(purchaseCreated, {
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
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !uniqueViolation(error, 'purchases_transaction_id_key')) throw error;
    }
  }
}
