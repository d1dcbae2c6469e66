import type { Kysely, Transaction } from 'kysely';
import type { DisputeStatus } from '@prop/contracts/purchase';
import type { BillingDb, DisputeRow } from './types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export function findDispute(db: Db, id: string): Promise<DisputeRow | undefined> {
  return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface DisputeFacts {
  id: string;
  purchaseId: string;
  paymentIntentId: string;
  /** Decimal text in euro. */
  amount: string;
  reason: string;
  status: DisputeStatus;
  openedAt: Date;
  closedAt: Date | null;
}

export async function saveDispute(trx: Transaction<BillingDb>, dispute: DisputeFacts): Promise<void> {
  const values = {
    purchase_id: dispute.purchaseId,
    payment_intent: dispute.paymentIntentId,
    amount: dispute.amount,
    reason: dispute.reason,
    status: dispute.status,
    opened_at: dispute.openedAt,
    closed_at: dispute.closedAt,
  };
  await trx
    .insertInto('disputes')
    .values({ id: dispute.id, ...values })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
    .execute();
}

/** The latest dispute of each purchase, in one query. */
export async function latestDisputes(db: Db, purchaseIds: string[]): Promise<Map<string, DisputeRow>> {
  const latest = new Map<string, DisputeRow>();
  if (purchaseIds.length === 0) return latest;
  const rows = await db
    .selectFrom('disputes')
    .selectAll()
    .distinctOn('purchase_id')
    .where('purchase_id', 'in', purchaseIds)
    .orderBy('purchase_id')
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) latest.set(row.purchase_id, row);
  return latest;
}
