import type { Transaction } from 'kysely';
import type { DisputeStatus, PurchaseHold } from '../domain/purchase-hold.ts';
import type { AccountsDb, PurchaseClosureReason } from './types.ts';

export interface DisputeRef {
  disputeId: string;
  purchaseId: string;
  userId: string;
}

/** A dispute's status as recorded, locked until the transaction ends; undefined when none is recorded. */
export async function findDisputeStatus(
  trx: Transaction<AccountsDb>,
  disputeId: string,
): Promise<DisputeStatus | undefined> {
  const row = await trx
    .selectFrom('purchase_disputes')
    .select('status')
    .where('dispute_id', '=', disputeId)
    .forUpdate()
    .executeTakeFirst();
  return row?.status;
}

export async function saveDispute(
  trx: Transaction<AccountsDb>,
  dispute: DisputeRef,
  status: DisputeStatus,
  now: Date,
): Promise<void> {
  const closedAt = status === 'open' ? null : now;
  await trx
    .insertInto('purchase_disputes')
    .values({
      dispute_id: dispute.disputeId,
      purchase_id: dispute.purchaseId,
      user_id: dispute.userId,
      status,
      created_at: now,
      closed_at: closedAt,
    })
    .onConflict((conflict) => conflict.column('dispute_id').doUpdateSet({ status, closed_at: closedAt }))
    .execute();
}

/** Records that the purchase's account must close; a purchase closed already keeps its first reason. */
export async function saveClosure(
  trx: Transaction<AccountsDb>,
  closure: { purchaseId: string; userId: string; reason: PurchaseClosureReason },
  now: Date,
): Promise<void> {
  await trx
    .insertInto('purchase_closures')
    .values({ purchase_id: closure.purchaseId, user_id: closure.userId, reason: closure.reason, closed_at: now })
    .onConflict((conflict) => conflict.column('purchase_id').doNothing())
    .execute();
}

/** What billing's events left standing against a purchase. */
export async function findHold(trx: Transaction<AccountsDb>, purchaseId: string): Promise<PurchaseHold> {
  const closure = await trx
    .selectFrom('purchase_closures')
    .select('reason')
    .where('purchase_id', '=', purchaseId)
    .executeTakeFirst();
  const disputes = await trx
    .selectFrom('purchase_disputes')
    .select((eb) => eb.fn.countAll<string>().as('open'))
    .where('purchase_id', '=', purchaseId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { closure: closure?.reason ?? null, openDisputes: Number(disputes.open) };
}
