import { type AdminPurchase, type AdminPurchaseList, PURCHASE_CURRENCY } from '@prop/contracts/purchase';
import type { BillingContext } from '../context.ts';
import { decisionsByPurchase } from '../db/purchase-decisions.ts';
import { approvedRevenue, findWithBuyer, listPendingWithBuyer, listProcessedWithBuyer } from '../db/purchases.ts';
import { toAdminPurchase } from '../domain/purchase-view.ts';

/** The admin purchases screen: the pending queue, the processed list, and the approved revenue. */
export async function loadAdminPurchaseList(ctx: BillingContext): Promise<AdminPurchaseList> {
  const [pending, processed, totalRevenue] = await Promise.all([
    listPendingWithBuyer(ctx.db),
    listProcessedWithBuyer(ctx.db),
    approvedRevenue(ctx.db),
  ]);
  const history = await decisionsByPurchase(
    ctx.db,
    [...pending, ...processed].map((row) => row.id),
  );
  const view = (row: (typeof pending)[number]) => toAdminPurchase(row, history.get(row.id) ?? []);
  return { pending: pending.map(view), processed: processed.map(view), totalRevenue, currency: PURCHASE_CURRENCY };
}

export async function loadAdminPurchase(ctx: BillingContext, purchaseId: string): Promise<AdminPurchase | undefined> {
  const row = await findWithBuyer(ctx.db, purchaseId);
  if (!row) return undefined;
  const history = await decisionsByPurchase(ctx.db, [row.id]);
  return toAdminPurchase(row, history.get(row.id) ?? []);
}
