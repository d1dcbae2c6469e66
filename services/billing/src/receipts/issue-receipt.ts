import { PURCHASE_SERVER_MESSAGES } from '@prop/contracts/purchase';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, notFound } from '@prop/service-kit/errors';
import type { BillingContext } from '../context.ts';
import { lockPurchase } from '../db/purchases.ts';
import type { ReceiptRow } from '../db/types.ts';
import { findReceipt, insertReceipt } from './receipts-table.ts';

/**
 * Numbers a paid purchase's receipt the first time it is asked for. The purchase stays locked
 * meanwhile, so two first requests at once share one number, and a purchase set back to pending
 * at that moment gets none.
 */
export function issueReceipt(ctx: BillingContext, actor: Actor, purchaseId: string): Promise<ReceiptRow> {
  return runCommand(ctx.runtime, actor, async ({ trx, now }) => {
    const purchase = await lockPurchase(trx, purchaseId);
    if (!purchase) throw notFound(PURCHASE_SERVER_MESSAGES.notFound);
    if (purchase.status !== 'approved') throw conflict(PURCHASE_SERVER_MESSAGES.noReceipt);
    return (await findReceipt(trx, purchaseId)) ?? insertReceipt(trx, purchaseId, now);
  });
}
