import type { Kysely, Transaction } from 'kysely';
import type { DeletionRequestRow, IdentityDb } from './types.ts';

type Db = Kysely<IdentityDb> | Transaction<IdentityDb>;

/** Records a pending request; null when the user already has one (one pending per user, by index). */
export function insertDeletionRequest(
  trx: Transaction<IdentityDb>,
  userId: string,
  now: Date,
): Promise<DeletionRequestRow | undefined> {
  return trx
    .insertInto('deletion_requests')
    .values({ user_id: userId, requested_at: now })
    .onConflict((conflict) => conflict.column('user_id').where('status', '=', 'pending').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The user's requests, newest first. */
export function deletionRequestsOf(db: Db, userId: string): Promise<DeletionRequestRow[]> {
  return db
    .selectFrom('deletion_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('requested_at', 'desc')
    .execute();
}

/** Closes the user's pending request with an admin's decision; undefined when none was pending. */
export function decidePendingDeletionRequest(
  trx: Transaction<IdentityDb>,
  decision: { userId: string; status: 'confirmed' | 'rejected'; decidedBy: string; now: Date },
): Promise<DeletionRequestRow | undefined> {
  return trx
    .updateTable('deletion_requests')
    .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: decision.now })
    .where('user_id', '=', decision.userId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** Every request with who asked (null once their account is gone), pending first, then newest first. */
export function listDeletionRequests(db: Db) {
  return db
    .selectFrom('deletion_requests')
    .leftJoin('users', 'users.id', 'deletion_requests.user_id')
    .selectAll('deletion_requests')
    .select(['users.email', 'users.first_name', 'users.last_name'])
    .orderBy((order) => order.case().when('deletion_requests.status', '=', 'pending').then(0).else(1).end())
    .orderBy('deletion_requests.requested_at', 'desc')
    .limit(500)
    .execute();
}
