import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { CardPaymentState, PaymentMethod } from '@prop/contracts/purchase';
import type { KeyedRequest } from '@prop/service-kit/idempotency';
import type { PurchaseChange } from '../domain/purchase-change.ts';
import type { BillingDb, PurchaseRow } from './types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export interface NewPurchase {
  userId: string;
  tierId: string;
  /** Decimal text from the catalogue. */
  amount: string;
  listPrice: string;
  /** What is paid: the list price less the discount. */
  price: string;
  /** The code used and the euro it takes off (decimal text); the price paid is the list price less it. */
  discount: { codeId: string; code: string; amount: string } | null;
  transactionId: string;
  idempotency: KeyedRequest | null;
  program: { id: string; version: number } | null;
  productName: string | null;
}

export function insertPurchase(trx: Transaction<BillingDb>, purchase: NewPurchase): Promise<PurchaseRow> {
  return trx
    .insertInto('purchases')
    .values({
      user_id: purchase.userId,
      tier_id: purchase.tierId,
      amount: purchase.amount,
      list_price: purchase.listPrice,
      discount: purchase.discount?.amount ?? '0',
      price: purchase.price,
      discount_code_id: purchase.discount?.codeId ?? null,
      discount_code: purchase.discount?.code ?? null,
      transaction_id: purchase.transactionId,
      idempotency_key: purchase.idempotency?.key ?? null,
      request_digest: purchase.idempotency?.digest ?? null,
      program_id: purchase.program?.id ?? null,
      program_version: purchase.program?.version ?? null,
      product_name: purchase.productName,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks a purchase for a change, so two admins (or an admin and Stripe) deciding at once are
 * applied one after the other. With `ownerId`, another trader's purchase is not found at all.
 */
export function lockPurchase(
  trx: Transaction<BillingDb>,
  id: string,
  ownerId?: string,
): Promise<PurchaseRow | undefined> {
  let query = trx.selectFrom('purchases').selectAll().where('id', '=', id);
  if (ownerId !== undefined) query = query.where('user_id', '=', ownerId);
  return query.forUpdate().executeTakeFirst();
}

export async function savePurchaseChange(
  trx: Transaction<BillingDb>,
  id: string,
  change: PurchaseChange,
  payment: { method?: PaymentMethod; stripeSessionId?: string } = {},
): Promise<PurchaseRow> {
  return trx
    .updateTable('purchases')
    .set({
      status: change.status,
      admin_notes: change.adminNotes,
      processed_at: change.processedAt,
      processed_by: change.processedBy,
      funded_at: change.fundedAt,
      ...(payment.method ? { payment_method: payment.method } : {}),
      ...(payment.stripeSessionId ? { stripe_session_id: payment.stripeSessionId } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Remembers the Checkout session the trader pays through, while the purchase still awaits
 * payment. The attempt count never goes back, so two calls that met in one session leave it as one.
 */
export async function rememberCheckoutSession(
  db: Db,
  id: string,
  session: { sessionId: string; attempt: number },
): Promise<void> {
  await db
    .updateTable('purchases')
    .set({
      stripe_session_id: session.sessionId,
      card_payment_state: 'open',
      checkout_attempts: sql<number>`greatest(checkout_attempts, ${session.attempt})`,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * A session ended unpaid: recorded only while it is the purchase's current one and the purchase
 * still awaits payment, so the end of a replaced session, or a late one, changes nothing.
 */
export async function endCheckoutSession(
  trx: Transaction<BillingDb>,
  id: string,
  sessionId: string,
  state: Exclude<CardPaymentState, 'open'>,
): Promise<void> {
  await trx
    .updateTable('purchases')
    .set({ card_payment_state: state, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('stripe_session_id', '=', sessionId)
    .where('status', '=', 'pending')
    .execute();
}

/** The refunded amount is always the sum of the accepted payment's refunds, never added up by hand. */
const refundedOf = (paymentIntent: RawBuilder<unknown>) =>
  sql<string>`(select coalesce(sum(refunds.amount), 0) from refunds where refunds.payment_intent = ${paymentIntent})`;

/**
 * The payment intent that paid the purchase: paid by card from now on, nothing left to pay, and
 * refunds of it recorded before (Stripe's events come in any order) counted.
 */
export async function acceptCardPayment(
  trx: Transaction<BillingDb>,
  id: string,
  paymentIntentId: string,
): Promise<void> {
  await trx
    .updateTable('purchases')
    .set({
      payment_intent_id: paymentIntentId,
      payment_method: 'card',
      card_payment_state: null,
      refunded: refundedOf(sql`${paymentIntentId}`),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export function refreshRefunded(trx: Transaction<BillingDb>, id: string): Promise<PurchaseRow> {
  return trx
    .updateTable('purchases')
    .set({ refunded: refundedOf(sql.ref('purchases.payment_intent_id')), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findPurchaseByKey(db: Db, userId: string, key: string): Promise<PurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findPurchase(db: Db, id: string): Promise<PurchaseRow | undefined> {
  return db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPurchaseOfUser(db: Db, id: string, userId: string): Promise<PurchaseRow | undefined> {
  return db.selectFrom('purchases').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function listPurchasesOfUser(db: Db, userId: string): Promise<PurchaseRow[]> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

const withBuyer = (db: Db) =>
  db
    .selectFrom('purchases')
    .leftJoin('known_users', 'known_users.id', 'purchases.user_id')
    .selectAll('purchases')
    .select(['known_users.email', 'known_users.first_name', 'known_users.last_name']);

/** Pending purchases, newest first: the admin's queue. */
export const pendingWithBuyerQuery = (db: Db) =>
  withBuyer(db)
    .where('purchases.status', '=', 'pending')
    .orderBy('purchases.created_at', 'desc')
    .orderBy('purchases.id');

/** Processed purchases (approved or not received), most recently processed first. */
export const processedWithBuyerQuery = (db: Db) =>
  withBuyer(db)
    .where('purchases.status', '<>', 'pending')
    .orderBy(sql`coalesce(purchases.processed_at, purchases.updated_at)`, 'desc')
    .orderBy('purchases.id');

export function listPendingWithBuyer(db: Db) {
  return pendingWithBuyerQuery(db).execute();
}

export function listProcessedWithBuyer(db: Db) {
  return processedWithBuyerQuery(db).execute();
}

export function findWithBuyer(db: Db, id: string) {
  return withBuyer(db).where('purchases.id', '=', id).executeTakeFirst();
}

/**
 * What approved purchases brought in: their prices less what was refunded of them (money given
 * back is not revenue), summed by PostgreSQL as numeric: exact, e.g. '628.00'.
 */
export async function approvedRevenue(db: Db): Promise<string> {
  const row = await db
    .selectFrom('purchases')
    .select(sql<string>`coalesce(sum(price - refunded), 0)::numeric(14, 2)::text`.as('total'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function purchaseExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('purchases').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
