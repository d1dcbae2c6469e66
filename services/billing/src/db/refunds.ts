import { type Kysely, sql, type Transaction } from 'kysely';
import type { RefundKind } from '@prop/contracts/purchase';
import type { BillingDb, RefundRow } from './types.ts';
import { groupByPurchase } from './by-purchase.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export interface NewRefund {
  id: string;
  purchaseId: string;
  paymentIntentId: string;
  /** Decimal text in euro. */
  amount: string;
  kind: RefundKind;
  reason: string | null;
  refundedBy: string;
  createdAt: Date;
}

/** Records a refund by Stripe's id; false when it was recorded already (by the webhook or by the command that asked for it). */
export async function insertRefund(trx: Transaction<BillingDb>, refund: NewRefund): Promise<boolean> {
  const inserted = await trx
    .insertInto('refunds')
    .values({
      id: refund.id,
      purchase_id: refund.purchaseId,
      payment_intent: refund.paymentIntentId,
      amount: refund.amount,
      kind: refund.kind,
      reason: refund.reason,
      refunded_by: refund.refundedBy,
      created_at: refund.createdAt,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Everything refunded of one payment intent, exact, as decimal text. */
export async function refundedOfPayment(db: Db, paymentIntentId: string): Promise<string> {
  const row = await db
    .selectFrom('refunds')
    .select(sql<string>`coalesce(sum(amount), 0)::numeric(12, 2)::text`.as('total'))
    .where('payment_intent', '=', paymentIntentId)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The refunds of many purchases in one query, each oldest first. */
export async function refundsByPurchase(db: Db, purchaseIds: string[]): Promise<Map<string, RefundRow[]>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('refunds')
    .selectAll()
    .where('purchase_id', 'in', purchaseIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return groupByPurchase(rows);
}

/** Marks an admin's refund audited; false when the request that made it (a double submit's twin) did already. */
export async function markRefundAudited(trx: Transaction<BillingDb>, id: string, now: Date): Promise<boolean> {
  const updated = await trx
    .updateTable('refunds')
    .set({ audited_at: now })
    .where('id', '=', id)
    .where('audited_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
