import type { Kysely, Transaction } from 'kysely';
import type { BillingDb, ReceiptRow } from '../db/types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export function findReceipt(db: Db, purchaseId: string): Promise<ReceiptRow | undefined> {
  return db.selectFrom('receipts').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst();
}

export function insertReceipt(trx: Transaction<BillingDb>, purchaseId: string, issuedAt: Date): Promise<ReceiptRow> {
  return trx
    .insertInto('receipts')
    .values({ purchase_id: purchaseId, issued_at: issuedAt })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The refunds of the payment that paid for a purchase, oldest first. A second payment refunded as
 * a duplicate never paid for it, so neither do its refunds count on the receipt.
 */
export function refundsOfPaidPayment(db: Db, purchaseId: string) {
  return db
    .selectFrom('refunds')
    .innerJoin('purchases', (join) =>
      join
        .onRef('purchases.id', '=', 'refunds.purchase_id')
        .onRef('purchases.payment_intent_id', '=', 'refunds.payment_intent'),
    )
    .select(['refunds.amount', 'refunds.created_at'])
    .where('refunds.purchase_id', '=', purchaseId)
    .orderBy('refunds.created_at')
    .orderBy('refunds.id')
    .execute();
}
