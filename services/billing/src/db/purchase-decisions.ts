import type { Kysely, Transaction } from 'kysely';
import type { PurchaseStatus } from '@prop/contracts/purchase';
import type { BillingDb, DecisionRow } from './types.ts';
import { groupByPurchase } from './by-purchase.ts';

export async function recordDecision(
  trx: Transaction<BillingDb>,
  decision: { purchaseId: string; from: PurchaseStatus; to: PurchaseStatus; decidedBy: string; notes: string | null },
): Promise<void> {
  await trx
    .insertInto('purchase_decisions')
    .values({
      purchase_id: decision.purchaseId,
      from_status: decision.from,
      to_status: decision.to,
      decided_by: decision.decidedBy,
      notes: decision.notes,
    })
    .execute();
}

/** The decisions on many purchases in one query, each oldest first. */
export async function decisionsByPurchase(
  db: Kysely<BillingDb> | Transaction<BillingDb>,
  purchaseIds: string[],
): Promise<Map<string, DecisionRow[]>> {
  if (purchaseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchase_decisions')
    .selectAll()
    .where('purchase_id', 'in', purchaseIds)
    .orderBy('decided_at')
    .orderBy('id')
    .execute();
  return groupByPurchase(rows);
}
