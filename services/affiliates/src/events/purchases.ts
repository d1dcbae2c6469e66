import {
  purchaseApproved,
  purchaseCreated,
  purchaseDisputeClosed,
  purchaseRefunded,
} from '@prop/contracts/events/billing';
import { onEvents } from '@prop/service-kit/on-event';
import type { HandlerRuntime } from '@prop/service-kit/on-event';
import { insertPurchase, markPurchasePaid, raiseRefunded, refundWholly } from '../db/purchases.ts';
import type { AffiliatesDb } from '../db/types.ts';
import { settleCommission } from './settle-commission.ts';

const events = [purchaseCreated, purchaseApproved, purchaseRefunded, purchaseDisputeClosed] as const;

/**
 * Billing's purchases, in the order billing published them: the price when created, the payment
 * (the first approval, by an admin for a bank transfer or by Stripe for a card), refunds and lost
 * disputes. Each paid or refunded purchase of a referred trader settles its commission.
 */
export function startPurchases(runtime: HandlerRuntime<AffiliatesDb>) {
  return onEvents(runtime, { durable: 'affiliates-purchases', events }, async (event, { trx, now }) => {
    const { purchaseId } = event.data;
    switch (event.type) {
      case 'PurchaseCreated':
        await insertPurchase(trx, {
          purchaseId,
          userId: event.data.userId,
          tierId: event.data.tierId,
          price: event.data.paidPrice ?? event.data.price,
        });
        return;
      case 'PurchaseApproved':
        await markPurchasePaid(trx, purchaseId, { at: event.occurredAt, programId: event.data.program?.id ?? null });
        break;
      case 'PurchaseRefunded':
        await raiseRefunded(trx, purchaseId, event.data.refundedTotal);
        break;
      case 'PurchaseDisputeClosed':
        if (event.data.outcome === 'won') return;
        await refundWholly(trx, purchaseId);
        break;
    }
    await settleCommission(trx, purchaseId, now);
  });
}
