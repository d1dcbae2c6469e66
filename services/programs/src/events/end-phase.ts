import type { CommandScope } from '@prop/service-kit/command';
import { endPhase, failEnrolmentAt, lockPhaseOfAccount, resumeFailedPhase } from '../db/enrolments.ts';
import { rejectPendingReviewOf } from '../db/phase-reviews.ts';
import type { ProgramsDb } from '../db/types.ts';

/**
 * The account of a running phase was breached, closed or unlinked: the phase ends failed, and its
 * enrolment, if this is its current phase and it is active or under review, fails with it; a
 * pending review of the phase is rejected. A phase already ended (passed on to the next, or
 * approved and waiting for its next account) is left as it is; a next phase still proves it
 * passed, whatever came first (see start-phase.ts).
 */
export async function failPhaseOf(accountId: string, { trx, now }: CommandScope<ProgramsDb>): Promise<void> {
  const phase = await lockPhaseOfAccount(trx, accountId);
  if (!phase || phase.ended_at !== null) return;
  const ref = { enrolmentId: phase.enrolment_id, phaseIndex: phase.phase_index };
  await endPhase(trx, ref, 'failed', now);
  await failEnrolmentAt(trx, ref, now);
  await rejectPendingReviewOf(trx, ref, now);
}

/**
 * Two admins reversed the breach that failed the account's phase (accounts made it active again):
 * the phase and its enrolment run on under the same pack.
 */
export async function resumePhaseOf(accountId: string, { trx, now }: CommandScope<ProgramsDb>): Promise<void> {
  const phase = await lockPhaseOfAccount(trx, accountId);
  if (!phase) return;
  await resumeFailedPhase(trx, { enrolmentId: phase.enrolment_id, phaseIndex: phase.phase_index }, now);
}
