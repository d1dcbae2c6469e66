import { type Kysely, sql, type Transaction } from 'kysely';
import type { BreachRow, RiskDb } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

export type NewBreach = Omit<
  BreachRow,
  | 'id'
  | 'status'
  | 'detected_at'
  | 'resolved_at'
  | 'resolved_by'
  | 'admin_notes'
  | 'deleted_at'
  | 'deleted_by'
  | 'triggered_at'
  | 'evidence'
> & { triggered_at: Date; evidence: string };

/**
 * Stores an active breach unless the account already has one: the partial unique index decides,
 * so concurrent detections (replicas, a redelivered update, the browser's check) store one row.
 * Returns the new id, or undefined when an active breach already existed.
 */
export async function insertActiveBreach(trx: Transaction<RiskDb>, breach: NewBreach): Promise<string | undefined> {
  const row = await trx
    .insertInto('breaches')
    .values(breach)
    .onConflict((conflict) => conflict.column('account_id').where('status', '=', 'active').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function hasActiveBreach(db: Db, accountId: string): Promise<boolean> {
  const row = await db
    .selectFrom('breaches')
    .select('id')
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return row !== undefined;
}

/** Active breaches, newest first, with the trader's name from the local copy of identity's users. */
export function listActiveBreaches(db: Db) {
  return db
    .selectFrom('breaches')
    .leftJoin('known_users', 'known_users.id', 'breaches.user_id')
    .select([
      'breaches.id',
      'breaches.breach_percentage',
      'breaches.initial_deposit',
      'breaches.equity',
      'breaches.triggered_at',
      'breaches.mt5_account_id',
      'known_users.first_name',
      'known_users.last_name',
      'known_users.email',
    ])
    .where('breaches.status', '=', 'active')
    .orderBy('breaches.triggered_at', 'desc')
    .execute();
}

export function findBreach(db: Db, id: string): Promise<BreachRow | undefined> {
  return db.selectFrom('breaches').selectAll().where('id', '=', id).executeTakeFirst();
}

export function lockBreach(trx: Transaction<RiskDb>, id: string): Promise<BreachRow | undefined> {
  return trx.selectFrom('breaches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function markResolved(
  trx: Transaction<RiskDb>,
  id: string,
  adminId: string,
  notes: string | null,
): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ status: 'resolved', resolved_at: sql<Date>`now()`, resolved_by: adminId, admin_notes: notes })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markDeleted(trx: Transaction<RiskDb>, id: string, adminId: string): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ status: 'deleted', deleted_at: sql<Date>`now()`, deleted_by: adminId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Each open account's latest breach: how detection resumes after a restart. */
export function listLatestBreaches(db: Db) {
  return db
    .selectFrom('breaches')
    .innerJoin('risk_accounts', 'risk_accounts.account_id', 'breaches.account_id')
    .distinctOn('breaches.account_id')
    .select(['breaches.account_id', 'breaches.status', 'breaches.resolved_at', 'breaches.deleted_at'])
    .where('risk_accounts.unlinked_at', 'is', null)
    .orderBy('breaches.account_id')
    .orderBy('breaches.detected_at', 'desc')
    .execute();
}
