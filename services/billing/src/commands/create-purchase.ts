import { randomBytes } from 'node:crypto';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { DEFAULT_PROGRAM_ID, sizeTierId } from '@prop/contracts/program';
import { PURCHASE_CURRENCY, PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import { findTier } from '@prop/contracts/tiers';
import { purchaseCreated } from '@prop/contracts/events/billing';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest, forbidden } from '@prop/service-kit/errors';
import { createOnce, type KeyedRequest, requestDigest, uniqueViolation } from '@prop/service-kit/idempotency';
import type { BillingContext } from '../context.ts';
import { findPurchaseByKey, insertPurchase } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { findProgramOnSale } from '../db/program-versions.ts';
import { checkAgainstCatalogue, checkAgainstProgram } from '../domain/catalogue-check.ts';
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
  const product = await productOf(ctx, options.input);
  const idempotency = options.idempotencyKey
    ? {
        key: options.idempotencyKey,
        digest: requestDigest(
          product.program ? { tierId: product.tierId, programId: product.program.id } : { tierId: product.tierId },
        ),
      }
    : null;
  return createOnce(idempotency, {
    find: (key) => findPurchaseByKey(ctx.db, userId, key),
    create: () => insertWithReference(ctx, actor, { userId, product, idempotency }),
    constraint: 'purchases_idempotency',
  });
}

/** What a purchase buys, priced by the catalogue: a tier of Instant Funding, or a size of another program on sale. */
interface PricedProduct {
  tierId: string;
  amount: number;
  /** Decimal text in euro. */
  price: string;
  program: { id: string; version: number } | null;
  productName: string | null;
}

async function productOf(ctx: BillingContext, input: PurchaseSubmitInput): Promise<PricedProduct> {
  if (input.programId === undefined || input.programId === DEFAULT_PROGRAM_ID) {
    const check = checkAgainstCatalogue(input, findTier);
    if (!check.ok) throw badRequest(check.message);
    const { tier } = check;
    return { tierId: tier.id, amount: tier.amount, price: String(tier.price), program: null, productName: null };
  }
  const program = await findProgramOnSale(ctx.db, input.programId);
  if (!program) throw badRequest(PURCHASE_SERVER_MESSAGES.programNotOnSale);
  const check = checkAgainstProgram(input, program.sizes);
  if (!check.ok) throw badRequest(check.message);
  const tierId = sizeTierId(check.size.amount);
  return {
    tierId,
    amount: check.size.amount,
    price: check.size.price,
    program: { id: program.program_id, version: program.version },
    productName: `${program.name} ${tierId}`,
  };
}

async function insertWithReference(
  ctx: BillingContext,
  actor: Actor,
  options: { userId: string; product: PricedProduct; idempotency: KeyedRequest | null },
): Promise<PurchaseRow> {
  const { product } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
        const purchase = await insertPurchase(trx, {
          userId: options.userId,
          tierId: product.tierId,
          amount: String(product.amount),
          price: product.price,
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
        });
        return purchase;
      });
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !uniqueViolation(error, 'purchases_transaction_id_key')) throw error;
    }
  }
}
