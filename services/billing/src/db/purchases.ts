import { type Kysely, sql, type Transaction } from 'kysely';
import type { PaymentMethod } from '@prop/contracts/purchase';
import type { KeyedRequest } from '@prop/service-kit/idempotency';
import type { PurchaseChange } from '../domain/purchase-change.ts';
import type { BillingDb, PurchaseRow } from './types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

export interface NewPurchase {
  userId: string;
  tierId: string;
  /** Decimal text from the catalogue. */
  amount: string;
  price: string;
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
      price: purchase.price,
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

/** Remembers the latest Checkout session started for a purchase, while it still awaits payment. */
export async function rememberCheckoutSession(db: Db, id: string, sessionId: string): Promise<void> {
  await db
    .updateTable('purchases')
    .set({ stripe_session_id: sessionId, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

export function findPurchaseByKey(db: Db, userId: string, key: string): Promise<PurchaseRow | undefined> {
  return db
    .selectFrom('purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
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
export function listPendingWithBuyer(db: Db) {
  return withBuyer(db)
    .where('purchases.status', '=', 'pending')
    .orderBy('purchases.created_at', 'desc')
    .orderBy('purchases.id')
    .execute();
}

/** Processed purchases (approved or not received), most recently processed first. */
export function listProcessedWithBuyer(db: Db) {
  return withBuyer(db)
    .where('purchases.status', '<>', 'pending')
    .orderBy(sql`coalesce(purchases.processed_at, purchases.updated_at)`, 'desc')
    .orderBy('purchases.id')
    .execute();
}

export function findWithBuyer(db: Db, id: string) {
  return withBuyer(db).where('purchases.id', '=', id).executeTakeFirst();
}

/** Sum of approved purchases' prices, summed by PostgreSQL as numeric: exact, e.g. '628.00'. */
export async function approvedRevenue(db: Db): Promise<string> {
  const row = await db
    .selectFrom('purchases')
    .select(sql<string>`coalesce(sum(price), 0)::numeric(14, 2)::text`.as('total'))
    .where('status', '=', 'approved')
    .executeTakeFirstOrThrow();
  return row.total;
}
