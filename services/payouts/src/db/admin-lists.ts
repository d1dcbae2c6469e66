import type { Kysely } from 'kysely';
import type { PayoutsDb } from './types.ts';

/** The newest processed requests the admin screen lists; older ones stay in the user's history. */
export const PROCESSED_LIST_LIMIT = 200;

const withUser = (db: Kysely<PayoutsDb>) =>
  db
    .selectFrom('withdrawal_requests')
    .leftJoin('known_users', 'known_users.id', 'withdrawal_requests.user_id')
    .selectAll('withdrawal_requests')
    .select([
      'known_users.email as user_email',
      'known_users.first_name as user_first_name',
      'known_users.last_name as user_last_name',
    ]);

export type WithdrawalWithUserRow = Awaited<ReturnType<typeof listPendingWithUsers>>[number];

/** Every request under review, oldest first: the review queue. */
export const pendingWithUsersQuery = (db: Kysely<PayoutsDb>) =>
  withUser(db).where('withdrawal_requests.status', '=', 'pending').orderBy('withdrawal_requests.created_at');

/** Every decided request, most recently processed first. */
export const processedWithUsersQuery = (db: Kysely<PayoutsDb>) =>
  withUser(db).where('withdrawal_requests.status', '<>', 'pending').orderBy('withdrawal_requests.processed_at', 'desc');

export function listPendingWithUsers(db: Kysely<PayoutsDb>) {
  return pendingWithUsersQuery(db).execute();
}

/** The latest decided requests the screen lists. */
export function listProcessedWithUsers(db: Kysely<PayoutsDb>, limit = PROCESSED_LIST_LIMIT) {
  return processedWithUsersQuery(db).limit(limit).execute();
}

/** One user's requests, newest first. */
export function listOfUserWithUser(db: Kysely<PayoutsDb>, userId: string) {
  return withUser(db)
    .where('withdrawal_requests.user_id', '=', userId)
    .orderBy('withdrawal_requests.created_at', 'desc')
    .execute();
}

export function findWithUser(db: Kysely<PayoutsDb>, id: string) {
  return withUser(db).where('withdrawal_requests.id', '=', id).executeTakeFirst();
}
