import type { Transaction } from 'kysely';
import type { ReportingDb } from './types.ts';

type Trx = Transaction<ReportingDb>;

/** A purchase's price and tier, from its creation; its approval may have been recorded first. */
export async function recordPurchasePrice(trx: Trx, purchase: { purchaseId: string; tierId: string; price: string }) {
  await trx
    .insertInto('purchases')
    .values({ purchase_id: purchase.purchaseId, tier_id: purchase.tierId, price: purchase.price })
    .onConflict((conflict) => conflict.column('purchase_id').doUpdateSet({ price: purchase.price }))
    .execute();
}

/** The day the money was taken: revenue counts from it, once however often it is approved. */
export async function recordPurchaseApproval(
  trx: Trx,
  purchase: { purchaseId: string; tierId: string; program: string; day: string },
) {
  await trx
    .insertInto('purchases')
    .values({
      purchase_id: purchase.purchaseId,
      tier_id: purchase.tierId,
      program: purchase.program,
      approved_day: purchase.day,
    })
    .onConflict((conflict) =>
      conflict.column('purchase_id').doUpdateSet((eb) => ({
        program: purchase.program,
        approved_day: eb.fn.coalesce('purchases.approved_day', eb.val(purchase.day)),
      })),
    )
    .execute();
}

export async function recordRefund(
  trx: Trx,
  refund: { refundId: string; purchaseId: string; amount: string; day: string },
) {
  await trx
    .insertInto('refunds')
    .values({ refund_id: refund.refundId, purchase_id: refund.purchaseId, amount: refund.amount, day: refund.day })
    .onConflict((conflict) => conflict.column('refund_id').doNothing())
    .execute();
}

/** The trader's share asked for; `paidDay` once an admin approved (paid) it. */
export async function recordWithdrawal(
  trx: Trx,
  withdrawal: { requestId: string; amount: string; requestedDay?: string; paidDay?: string },
) {
  const days = {
    ...(withdrawal.requestedDay && { requested_day: withdrawal.requestedDay }),
    ...(withdrawal.paidDay && { paid_day: withdrawal.paidDay }),
  };
  await trx
    .insertInto('withdrawals')
    .values({ request_id: withdrawal.requestId, amount: withdrawal.amount, ...days })
    .onConflict((conflict) => conflict.column('request_id').doUpdateSet({ amount: withdrawal.amount, ...days }))
    .execute();
}
