import { sql, type Transaction } from 'kysely';
import type { AffiliatesDb, PurchaseRow } from './types.ts';

type Trx = Transaction<AffiliatesDb>;

export async function insertPurchase(
  trx: Trx,
  purchase: { purchaseId: string; userId: string; tierId: string; price: string },
): Promise<void> {
  await trx
    .insertInto('purchases')
    .values({
      purchase_id: purchase.purchaseId,
      user_id: purchase.userId,
      tier_id: purchase.tierId,
      price: purchase.price,
    })
    .onConflict((conflict) => conflict.column('purchase_id').doNothing())
    .execute();
}

/** The first payment counts; a purchase approved again keeps its first time. */
export async function markPurchasePaid(
  trx: Trx,
  purchaseId: string,
  paid: { at: string; programId: string | null },
): Promise<void> {
  await trx
    .updateTable('purchases')
    .set((eb) => ({
      paid_at: eb.fn.coalesce('paid_at', sql<Date>`${paid.at}::timestamptz`),
      program_id: eb.fn.coalesce('program_id', sql<string | null>`${paid.programId}::text`),
    }))
    .where('purchase_id', '=', purchaseId)
    .execute();
}

/** Refund events carry the running total; a redelivered older one never lowers it. */
export async function raiseRefunded(trx: Trx, purchaseId: string, refundedTotal: string): Promise<void> {
  await trx
    .updateTable('purchases')
    .set({ refunded: sql<string>`greatest(refunded, ${refundedTotal}::numeric)` })
    .where('purchase_id', '=', purchaseId)
    .execute();
}

/** Everything refunded: a lost dispute took the whole price back. */
export async function refundWholly(trx: Trx, purchaseId: string): Promise<void> {
  await trx
    .updateTable('purchases')
    .set({ refunded: sql<string>`price` })
    .where('purchase_id', '=', purchaseId)
    .execute();
}

export function lockPurchase(trx: Trx, purchaseId: string): Promise<PurchaseRow | undefined> {
  return trx.selectFrom('purchases').selectAll().where('purchase_id', '=', purchaseId).forUpdate().executeTakeFirst();
}

export async function paidPurchaseIdsOf(trx: Trx, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('purchases')
    .select('purchase_id')
    .where('user_id', '=', userId)
    .where('paid_at', 'is not', null)
    .execute();
  return rows.map((row) => row.purchase_id);
}
