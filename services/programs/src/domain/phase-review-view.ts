import type { PhaseReview } from '@prop/contracts/program';
import type { ListedReviewRow } from '../db/phase-reviews.ts';

/** A stored review as the back office lists it; the trader's name when the directory copy has it. */
export function phaseReviewOf(row: ListedReviewRow): PhaseReview {
  const phase = row.program_phases[row.phase_index];
  // A phase is only ever started from a phase its version has.
  if (!phase) throw new Error(`${row.program_id} version ${row.program_version} has no phase ${row.phase_index}`);
  return {
    id: row.id,
    status: row.status,
    enrolmentId: row.enrolment_id,
    program: { id: row.program_id, name: row.program_name, version: row.program_version },
    phase: { index: row.phase_index, name: phase.name, kind: phase.kind },
    userId: row.user_id,
    ...(row.user_email !== null &&
      row.user_first_name !== null &&
      row.user_last_name !== null && {
        user: { firstName: row.user_first_name, lastName: row.user_last_name, email: row.user_email },
      }),
    accountId: row.account_id,
    mt5AccountId: row.mt5_account_id,
    passedAt: row.passed_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    notes: row.notes,
  };
}
