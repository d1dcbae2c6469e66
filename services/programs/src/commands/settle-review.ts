import { phasePassed } from '@prop/contracts/events/programs';
import type { CommandScope } from '@prop/service-kit/command';
import { endPhase, setEnrolmentStatus } from '../db/enrolments.ts';
import type { PhaseContext } from '../db/phase-context.ts';
import { saveReviewDecision } from '../db/phase-reviews.ts';
import type { EnrolmentPhaseRow, PhaseReviewRow, ProgramsDb } from '../db/types.ts';
import { phasePassedTitle } from '../domain/certificate-wording.ts';
import { issueCertificate } from './issue-certificate.ts';

/** Who decided (null: the platform, for a program reviewed automatically) and why. */
export interface ReviewDecision {
  decidedBy: string | null;
  notes: string | null;
}

/** The phase after this one and the funding its account gets (the same); null after the last phase. */
function nextPhaseOf(phase: EnrolmentPhaseRow, phaseCount: number) {
  const index = phase.phase_index + 1;
  if (index >= phaseCount) return null;
  if (phase.funding_balance === null) {
    throw new Error(`phase of account ${phase.account_id} has no funding balance for its next account`);
  }
  return { index, fundingBalance: phase.funding_balance };
}

/**
 * Approves a passed phase. The phase ends passed now, so the AccountUnlinked ('replaced') that
 * accounts sends when it closes this account fails nothing; the enrolment is active again (or
 * completed after its last phase) and PhasePassed asks accounts for the next phase's account,
 * whose link moves the enrolment on. A certificate attests the pass.
 */
export async function approveReview(
  { trx, now, emit }: CommandScope<ProgramsDb>,
  { phase, enrolment, program, definition }: PhaseContext,
  review: PhaseReviewRow,
  decision: ReviewDecision,
): Promise<void> {
  const ref = { enrolmentId: enrolment.id, phaseIndex: phase.phase_index };
  const next = nextPhaseOf(phase, program.phases.length);
  await endPhase(trx, ref, 'passed', now);
  await setEnrolmentStatus(trx, enrolment.id, next ? 'active' : 'completed', now);
  await saveReviewDecision(trx, review.id, { status: 'approved', ...decision, at: now });
  if (next) {
    await emit(phasePassed, {
      enrolmentId: enrolment.id,
      userId: enrolment.user_id,
      accountId: phase.account_id,
      mt5AccountId: phase.mt5_account_id,
      program: { id: program.id, name: program.name, version: program.version },
      phase: { index: phase.phase_index, name: definition.name, kind: definition.kind },
      nextPhaseIndex: next.index,
      fundingBalance: next.fundingBalance,
      passedAt: review.passed_at.toISOString(),
    });
  }
  await issueCertificate(trx, {
    userId: enrolment.user_id,
    kind: 'phase_passed',
    issuedFor: `phase:${enrolment.id}:${phase.phase_index}`,
    title: phasePassedTitle(program.name, definition.name),
    details: {
      programId: program.id,
      programName: program.name,
      programVersion: program.version,
      phaseIndex: phase.phase_index,
      phaseName: definition.name,
    },
    at: now,
  });
}

/** Rejects a passed phase: it ends failed, and the enrolment with it. */
export async function rejectReview(
  { trx, now }: CommandScope<ProgramsDb>,
  { phase, enrolment }: PhaseContext,
  review: PhaseReviewRow,
  decision: ReviewDecision,
): Promise<void> {
  await endPhase(trx, { enrolmentId: enrolment.id, phaseIndex: phase.phase_index }, 'failed', now);
  await setEnrolmentStatus(trx, enrolment.id, 'failed', now);
  await saveReviewDecision(trx, review.id, { status: 'rejected', ...decision, at: now });
}
