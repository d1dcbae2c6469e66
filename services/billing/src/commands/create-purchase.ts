import { randomBytes } from 'node:crypto';
import type { PurchaseSubmitInput } from '@prop/contracts/purchase';
import { PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import { findTier } from '@prop/contracts/tiers';
import { purchaseCreated } from '@prop/contracts/events/billing';
import { badRequest } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { BillingContext } from '../context.ts';
import { insertPurchase } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { checkAgainstCatalogue } from '../domain/catalogue-check.ts';
import { transactionReference } from '../domain/transaction-reference.ts';

const UNIQUE_VIOLATION = '23505';
const REFERENCE_ATTEMPTS = 3;

const isReferenceClash = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint?: string }).constraint === 'purchases_transaction_id_key';

/**
 * A trader's purchase of a tier, priced by the catalogue, pending until paid, with a fresh
 * bank-transfer reference; announced in the same transaction. A reference that clashes with an
 * existing one (about one chance in 10^12) is drawn again.
 */
export async function createPurchase(
  ctx: BillingContext,
  options: { userId: string; input: PurchaseSubmitInput },
): Promise<PurchaseRow> {
  const check = checkAgainstCatalogue(options.input, findTier);
  if (!check.ok) throw badRequest(check.message);
  const { tier } = check;
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await ctx.db.transaction().execute(async (trx) => {
        const purchase = await insertPurchase(trx, {
          userId: options.userId,
          tierId: tier.id,
          amount: String(tier.amount),
          price: String(tier.price),
          transactionId: transactionReference(new Date(), randomBytes),
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
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceClash(error)) throw error;
    }
  }
}
