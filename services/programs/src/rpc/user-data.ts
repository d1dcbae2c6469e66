import type { UserDataOf } from '@prop/contracts/user-data';
import type { Kysely } from 'kysely';
import type { ProgramsDb } from '../db/types.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The trader's enrolments (each phase, its result and its reviews) and certificates for their data
 * export. Which admins decided reviews, and their notes, stay out.
 */
export async function programsUserData(db: Kysely<ProgramsDb>, userId: string): Promise<UserDataOf<'programs'>> {
  const [enrolments, certificates] = await Promise.all([
    db.selectFrom('enrolments').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute(),
    db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('issued_at')
      .orderBy('id')
      .execute(),
  ]);
  const ids = enrolments.map((row) => row.id);
  const [phases, reviews] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('enrolment_phases')
            .selectAll()
            .where('enrolment_id', 'in', ids)
            .orderBy('phase_index')
            .execute(),
          db
            .selectFrom('phase_reviews')
            .select(['enrolment_id', 'phase_index', 'status', 'passed_at', 'decided_at'])
            .where('enrolment_id', 'in', ids)
            .orderBy('created_at')
            .execute(),
        ]);
  return {
    enrolments: enrolments.map((enrolment) => ({
      id: enrolment.id,
      programId: enrolment.program_id,
      programVersion: enrolment.program_version,
      currentPhaseIndex: enrolment.current_phase_index,
      status: enrolment.status,
      createdAt: enrolment.created_at.toISOString(),
      updatedAt: enrolment.updated_at.toISOString(),
      phases: phases
        .filter((phase) => phase.enrolment_id === enrolment.id)
        .map((phase) => ({
          phaseIndex: phase.phase_index,
          mt5AccountId: phase.mt5_account_id,
          fundingBalance: phase.funding_balance,
          startedAt: phase.started_at.toISOString(),
          endedAt: iso(phase.ended_at),
          outcome: phase.outcome,
          reviews: reviews
            .filter((review) => review.enrolment_id === enrolment.id && review.phase_index === phase.phase_index)
            .map((review) => ({
              status: review.status,
              passedAt: review.passed_at.toISOString(),
              decidedAt: iso(review.decided_at),
            })),
        })),
    })),
    certificates: certificates.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      holder: row.holder,
      issuedAt: row.issued_at.toISOString(),
      details: row.details,
    })),
  };
}
