import type { Kysely, Transaction } from 'kysely';
import type { BreachRow, RiskDb } from './types.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

export type NewBreach = Omit<
  BreachRow,
  | 'status'
  | 'detected_at'
  | 'resolved_at'
  | 'resolved_by'
  | 'admin_notes'
  | 'deleted_at'
  | 'deleted_by'
  | 'reversal_requested_by'
  | 'reversal_requested_at'
  | 'reversal_reason'
  | 'reversed_by'
  | 'reversed_at'
  | 'triggered_at'
  | 'evidence'
  | 'inputs'
> & { triggered_at: Date; evidence: string; inputs: string };

/**
 * The insert of an active breach unless the account already has one: the partial unique index
 * decides, so concurrent detections store one row. It returns the id of a row it stored.
 */
export function activeBreachInsert(db: Db, breach: NewBreach) {
  return db
    .insertInto('breaches')
    .values(breach)
    .onConflict((conflict) => conflict.column('account_id').where('status', '=', 'active').doNothing())
    .returning('id');
}

/** Stores an active breach unless the account already has one; returns whether it stored. */
export async function insertActiveBreach(trx: Transaction<RiskDb>, breach: NewBreach): Promise<boolean> {
  return (await activeBreachInsert(trx, breach).executeTakeFirst()) !== undefined;
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
export const activeBreachesQuery = (db: Db) =>
  db
    .selectFrom('breaches')
    .leftJoin('known_users', 'known_users.id', 'breaches.user_id')
    .select([
      'breaches.id',
      'breaches.user_id',
      'breaches.account_id',
      'breaches.detected_at',
      'breaches.breach_percentage',
      'breaches.initial_deposit',
      'breaches.equity',
      'breaches.triggered_at',
      'breaches.mt5_account_id',
      'breaches.rule',
      'breaches.reversal_requested_by',
      'breaches.reversal_requested_at',
      'breaches.reversal_reason',
      'known_users.first_name',
      'known_users.last_name',
      'known_users.email',
    ])
    .where('breaches.status', '=', 'active')
    .orderBy('breaches.triggered_at', 'desc');

export type ActiveBreachRow = Awaited<ReturnType<typeof listActiveBreaches>>[number];

export function listActiveBreaches(db: Db) {
  return activeBreachesQuery(db).execute();
}

export function findBreach(db: Db, id: string): Promise<BreachRow | undefined> {
  return db.selectFrom('breaches').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The account's latest breach not deleted: the one its trader is shown. */
export function findLatestBreachOfAccount(db: Db, accountId: string): Promise<BreachRow | undefined> {
  return db
    .selectFrom('breaches')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', '!=', 'deleted')
    .orderBy('detected_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function lockBreach(trx: Transaction<RiskDb>, id: string): Promise<BreachRow | undefined> {
  return trx.selectFrom('breaches').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function markResolved(
  trx: Transaction<RiskDb>,
  id: string,
  adminId: string,
  notes: string | null,
  at: Date,
): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ status: 'resolved', resolved_at: at, resolved_by: adminId, admin_notes: notes })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markDeleted(trx: Transaction<RiskDb>, id: string, adminId: string, at: Date): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ status: 'deleted', deleted_at: at, deleted_by: adminId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An admin asks to reverse the breach, saying why; a second admin approves (markReversed). */
export function markReversalRequested(
  trx: Transaction<RiskDb>,
  id: string,
  request: { adminId: string; reason: string; at: Date },
): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ reversal_requested_by: request.adminId, reversal_requested_at: request.at, reversal_reason: request.reason })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markReversed(
  trx: Transaction<RiskDb>,
  id: string,
  approval: { adminId: string; notes: string | null; at: Date },
): Promise<BreachRow> {
  return trx
    .updateTable('breaches')
    .set({ status: 'reversed', reversed_by: approval.adminId, reversed_at: approval.at, admin_notes: approval.notes })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Each open account's latest breach (in the scope): how detection resumes after a restart. */
export function listLatestBreaches(db: Db, scope?: PartitionScope) {
  return db
    .selectFrom('breaches')
    .distinctOn('account_id')
    .select(['account_id', 'status', 'resolved_at', 'deleted_at', 'reversed_at'])
    .where('account_id', 'in', openAccountsIn(db, scope))
    .orderBy('account_id')
    .orderBy('detected_at', 'desc')
    .execute();
}

/** The rules the account's active breach broke (at most one: one active breach per account). */
export async function listActiveBreachRules(db: Db, accountId: string): Promise<BreachRow['rule'][]> {
  const rows = await db
    .selectFrom('breaches')
    .select('rule')
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .execute();
  return rows.map(({ rule }) => rule);
}
