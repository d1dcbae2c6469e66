import { type AdminPurchase, type AdminPurchaseList, PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import type { BillingContext } from '../context.ts';
import { latestDisputes } from '../db/disputes.ts';
import { decisionsByPurchase } from '../db/purchase-decisions.ts';
import { approvedRevenue, findWithBuyer, listPendingWithBuyer, listProcessedWithBuyer } from '../db/purchases.ts';
import { refundsByPurchase } from '../db/refunds.ts';
import type { PurchaseRow } from '../db/types.ts';
import { type KnownBuyer, toAdminPurchase } from '../domain/purchase-view.ts';

/** Every purchase's decisions, refunds and latest dispute, three queries for the whole list. */
async function viewsOf(ctx: BillingContext, rows: Array<PurchaseRow & KnownBuyer>) {
  const ids = rows.map((row) => row.id);
  const [history, refunds, disputes] = await Promise.all([
    decisionsByPurchase(ctx.db, ids),
    refundsByPurchase(ctx.db, ids),
    latestDisputes(ctx.db, ids),
  ]);
  return (row: PurchaseRow & KnownBuyer) =>
    toAdminPurchase(row, {
      history: history.get(row.id) ?? [],
      refunds: refunds.get(row.id) ?? [],
      dispute: disputes.get(row.id) ?? null,
    });
}

/**
 * The admin purchases screen: the pending queue, the processed list, and the revenue: approved
 * purchases' prices less what was refunded of them.
 */
export async function loadAdminPurchaseList(ctx: BillingContext): Promise<AdminPurchaseList> {
  const [pending, processed, totalRevenue] = await Promise.all([
    listPendingWithBuyer(ctx.db),
    listProcessedWithBuyer(ctx.db),
    approvedRevenue(ctx.db),
  ]);
  const view = await viewsOf(ctx, [...pending, ...processed]);
  return { pending: pending.map(view), processed: processed.map(view), totalRevenue, currency: PURCHASE_CURRENCY };
}

export async function loadAdminPurchase(ctx: BillingContext, purchaseId: string): Promise<AdminPurchase | undefined> {
  const row = await findWithBuyer(ctx.db, purchaseId);
  if (!row) return undefined;
  const view = await viewsOf(ctx, [row]);
  return view(row);
}
