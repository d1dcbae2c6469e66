import type { TraderPurchase } from '@prop/contracts/purchase';
import type { BillingContext } from '../context.ts';
import { latestDisputes } from '../db/disputes.ts';
import { listPurchasesOfUser } from '../db/purchases.ts';
import type { DisputeRow, PurchaseRow } from '../db/types.ts';
import { toTraderPurchase } from '../domain/purchase-view.ts';

export function traderView(ctx: BillingContext, row: PurchaseRow, dispute: DisputeRow | null = null): TraderPurchase {
  return toTraderPurchase(row, ctx.bankAccount, ctx.card !== null, dispute);
}

/** The trader's purchases as their history shows them, each with the latest dispute of its payment. */
export async function loadTraderPurchases(ctx: BillingContext, userId: string): Promise<TraderPurchase[]> {
  const rows = await listPurchasesOfUser(ctx.db, userId);
  const disputes = await latestDisputes(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => traderView(ctx, row, disputes.get(row.id) ?? null));
}
