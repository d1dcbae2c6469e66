import type { Transaction } from 'kysely';
import type { BillingDb } from './types.ts';

/**
 * Records a Stripe event as handled; false when it already was. Two deliveries racing wait on the
 * same primary key, so only one of them goes on to change anything.
 */
export async function recordStripeEvent(
  trx: Transaction<BillingDb>,
  event: { id: string; type: string; purchaseId: string | null },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, purchase_id: event.purchaseId })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Whether an event was handled already: for handlers that must act before they may record it. */
export async function stripeEventSeen(trx: Transaction<BillingDb>, id: string): Promise<boolean> {
  const row = await trx.selectFrom('stripe_events').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
