import type { FastifyRequest } from 'fastify';
import { PURCHASE_SERVER_MESSAGES, type PurchaseDecisionInput } from '@prop/contracts/purchase';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { lockPurchase } from '../db/purchases.ts';
import type { PurchaseRow } from '../db/types.ts';
import { changePurchase } from './change-purchase.ts';

/** What the audit log keeps of a purchase: what an admin decides, nothing of the payment itself. */
const auditedState = (purchase: PurchaseRow) => ({ status: purchase.status, adminNotes: purchase.admin_notes });

/**
 * An admin's decision from the manage dialog or the quick Approve button. It is audited in the
 * transaction that applies it; a decision that changes nothing writes nothing, the audit log included.
 */
export async function decidePurchase(
  ctx: BillingContext,
  request: FastifyRequest,
  options: { purchaseId: string; decision: PurchaseDecisionInput },
): Promise<void> {
  const admin = requireAdmin(request);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const purchase = await lockPurchase(trx, options.purchaseId);
    if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
    const saved = await changePurchase(trx, purchase, { decision: options.decision, decidedBy: admin.userId });
    if (!saved) return false;
    await recordAdminAction(trx, request, 'billing', {
      action: 'purchase.decided',
      target: { type: 'purchase', id: saved.id },
      before: auditedState(purchase),
      after: auditedState(saved),
    });
    return true;
  });
  if (changed) ctx.publishSoon();
}
