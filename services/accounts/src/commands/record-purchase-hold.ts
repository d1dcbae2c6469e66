import type { purchaseDisputeClosed, purchaseDisputed, purchaseRefunded } from '@prop/contracts/events/billing';
import type { CommandScope } from '@prop/service-kit/command';
import type { EventOf } from '@prop/service-kit/on-event';
import type { AccountsContext } from '../context.ts';
import { findDisputeStatus, saveClosure, saveDispute } from '../db/purchase-holds.ts';
import type { AccountsDb } from '../db/types.ts';
import { lockUserAccounts } from '../db/user-lock.ts';
import { type DisputeNews, disputeStatusAfter } from '../domain/purchase-hold.ts';
import { settlePurchaseHold } from './settle-purchase-hold.ts';

export type PurchaseHoldEvent = EventOf<
  typeof purchaseRefunded | typeof purchaseDisputed | typeof purchaseDisputeClosed
>;

/**
 * Records what billing says of a purchase's payment, then applies it to the purchase's account:
 * a dispute opened freezes it, one won lifts the freeze once no other dispute is open, one lost
 * (a chargeback) closes it, and so does a refund that asks for it. Kept per dispute and per
 * purchase, so the events may come in any order, twice, or before the account exists.
 */
export async function recordPurchaseHold(
  ctx: Pick<AccountsContext, 'provider'>,
  scope: CommandScope<AccountsDb>,
  event: PurchaseHoldEvent,
): Promise<void> {
  if (event.type === 'PurchaseRefunded' && !event.data.closeAccount) return;
  const { purchaseId, userId } = event.data;
  await lockUserAccounts(scope.trx, userId);
  switch (event.type) {
    case 'PurchaseDisputed':
      await recordDispute(scope, event.data, 'opened');
      break;
    case 'PurchaseDisputeClosed':
      await recordDispute(scope, event.data, event.data.outcome);
      if (event.data.outcome === 'lost')
        await saveClosure(scope.trx, { purchaseId, userId, reason: 'chargeback' }, scope.now);
      break;
    case 'PurchaseRefunded':
      await saveClosure(scope.trx, { purchaseId, userId, reason: 'refunded' }, scope.now);
      break;
  }
  await settlePurchaseHold(ctx, scope, purchaseId);
}

async function recordDispute(
  scope: CommandScope<AccountsDb>,
  dispute: { disputeId: string; purchaseId: string; userId: string },
  news: DisputeNews,
): Promise<void> {
  const current = await findDisputeStatus(scope.trx, dispute.disputeId);
  const status = disputeStatusAfter(current, news);
  if (status !== current) await saveDispute(scope.trx, dispute, status, scope.now);
}
