import { PURCHASE_SERVER_MESSAGES, type PurchaseDecisionInput } from '@prop/contracts/purchase';
import { notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { lockPurchase } from '../db/purchases.ts';
import { changePurchase } from './change-purchase.ts';

/** An admin's decision from the manage dialog or the quick Approve button. */
export async function decidePurchase(
  ctx: BillingContext,
  options: { purchaseId: string; adminId: string; decision: PurchaseDecisionInput },
): Promise<void> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const purchase = await lockPurchase(trx, options.purchaseId);
    if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
    return changePurchase(trx, purchase, { decision: options.decision, decidedBy: options.adminId });
  });
  if (changed) ctx.publishSoon();
}
