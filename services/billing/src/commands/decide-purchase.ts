import { PURCHASE_SERVER_MESSAGES, type PurchaseDecisionInput } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden, notFound } from '@prop/service-kit/errors';
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
  actor: Actor,
  options: { purchaseId: string; decision: PurchaseDecisionInput },
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const adminId = actor.userId;
  await runCommand(ctx.runtime, actor, async (scope) => {
    const purchase = await lockPurchase(scope.trx, options.purchaseId);
    if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
    const saved = await changePurchase(scope, purchase, { decision: options.decision, decidedBy: adminId });
    if (!saved) return;
    await scope.audit({
      action: 'purchase.decided',
      target: { type: 'purchase', id: saved.id },
      before: auditedState(purchase),
      after: auditedState(saved),
    });
  });
}
