import type { Kysely, Transaction } from 'kysely';
import type { BillingDb, CardPaymentOutcome, CardPaymentRow } from './types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export interface NewCardPayment {
  paymentIntentId: string;
  purchaseId: string;
  sessionId: string;
  /** Decimal text in euro. */
  amount: string;
  outcome: CardPaymentOutcome;
}

/**
 * Records a payment intent paid for a purchase. A payment is judged once: a redelivered event
 * finds the row it made and gets that row back, whatever it would judge now.
 */
export async function recordCardPayment(trx: Transaction<BillingDb>, payment: NewCardPayment): Promise<CardPaymentRow> {
  await trx
    .insertInto('card_payments')
    .values({
      payment_intent_id: payment.paymentIntentId,
      purchase_id: payment.purchaseId,
      session_id: payment.sessionId,
      amount: payment.amount,
      outcome: payment.outcome,
    })
    .onConflict((conflict) => conflict.column('payment_intent_id').doNothing())
    .execute();
  return trx
    .selectFrom('card_payments')
    .selectAll()
    .where('payment_intent_id', '=', payment.paymentIntentId)
    .executeTakeFirstOrThrow();
}

export function findCardPayment(db: Db, paymentIntentId: string): Promise<CardPaymentRow | undefined> {
  return db.selectFrom('card_payments').selectAll().where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
}

/** The charge is named by refund and dispute events only; kept once known. */
export async function rememberCharge(trx: Transaction<BillingDb>, paymentIntentId: string, chargeId: string) {
  await trx
    .updateTable('card_payments')
    .set({ charge_id: chargeId })
    .where('payment_intent_id', '=', paymentIntentId)
    .where('charge_id', 'is', null)
    .execute();
}
