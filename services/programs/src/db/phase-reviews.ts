import type { PhaseReviewStatus } from '@prop/contracts/program';
import type { Kysely, Transaction } from 'kysely';
import type { PhaseReviewRow, ProgramsDb } from './types.ts';

type Trx = Transaction<ProgramsDb>;

/** Opens the review of a passed phase unless it has one. Returns the new review, or undefined. */
export function insertReviewOnce(
  trx: Trx,
  review: { enrolmentId: string; phaseIndex: number; passedAt: string; at: Date },
): Promise<PhaseReviewRow | undefined> {
  return trx
    .insertInto('phase_reviews')
    .values({
      enrolment_id: review.enrolmentId,
      phase_index: review.phaseIndex,
      status: 'pending',
      passed_at: review.passedAt,
      created_at: review.at,
    })
    .onConflict((conflict) => conflict.columns(['enrolment_id', 'phase_index']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export function reviewById(trx: Trx, id: string): Promise<PhaseReviewRow | undefined> {
  return trx.selectFrom('phase_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The review, locked until the transaction ends: two decisions at once are one after the other. */
export function lockReview(trx: Trx, id: string): Promise<PhaseReviewRow | undefined> {
  return trx.selectFrom('phase_reviews').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function saveReviewDecision(
  trx: Trx,
  id: string,
  decision: { status: Exclude<PhaseReviewStatus, 'pending'>; decidedBy: string | null; notes: string | null; at: Date },
): Promise<void> {
  await trx
    .updateTable('phase_reviews')
    .set({ status: decision.status, decided_at: decision.at, decided_by: decision.decidedBy, notes: decision.notes })
    .where('id', '=', id)
    .execute();
}

/** A phase that ended failed while under review: its pending review is rejected with it, by no one. */
export async function rejectPendingReviewOf(
  trx: Trx,
  phase: { enrolmentId: string; phaseIndex: number },
  at: Date,
): Promise<void> {
  await trx
    .updateTable('phase_reviews')
    .set({ status: 'rejected', decided_at: at, decided_by: null })
    .where('enrolment_id', '=', phase.enrolmentId)
    .where('phase_index', '=', phase.phaseIndex)
    .where('status', '=', 'pending')
    .execute();
}

/** The reviews with their enrolment, phase, program version and trader, newest first: every match (the CSV). */
export function reviewsQuery(db: Kysely<ProgramsDb>, filter: { status?: PhaseReviewStatus; id?: string } = {}) {
  let query = db
    .selectFrom('phase_reviews as r')
    .innerJoin('enrolments as e', 'e.id', 'r.enrolment_id')
    .innerJoin('enrolment_phases as p', (join) =>
      join.onRef('p.enrolment_id', '=', 'r.enrolment_id').onRef('p.phase_index', '=', 'r.phase_index'),
    )
    .innerJoin('program_versions as v', (join) =>
      join.onRef('v.program_id', '=', 'e.program_id').onRef('v.version', '=', 'e.program_version'),
    )
    .leftJoin('known_users as u', 'u.id', 'e.user_id')
    .selectAll('r')
    .select([
      'e.user_id',
      'e.program_id',
      'e.program_version',
      'v.name as program_name',
      'v.phases as program_phases',
      'p.account_id',
      'p.mt5_account_id',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.email as user_email',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.id) query = query.where('r.id', '=', filter.id);
  return query;
}

export function listReviews(db: Kysely<ProgramsDb>, filter: { status?: PhaseReviewStatus; id?: string } = {}) {
  return reviewsQuery(db, filter).execute();
}
export type ListedReviewRow = Awaited<ReturnType<typeof listReviews>>[number];
