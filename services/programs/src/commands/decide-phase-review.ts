import { PHASE_REVIEW_MESSAGES, type PhaseReviewDecision } from '@prop/contracts/program';
import type { Actor } from '@prop/service-kit/actor';
import { type CommandRuntime, runCommand } from '@prop/service-kit/command';
import { conflict, forbidden, notFound } from '@prop/service-kit/errors';
import { lockPhase } from '../db/enrolments.ts';
import { phaseContextOf } from '../db/phase-context.ts';
import { lockReview, reviewById } from '../db/phase-reviews.ts';
import type { ProgramsDb } from '../db/types.ts';
import { approveReview, rejectReview } from './settle-review.ts';

/**
 * An admin approves or rejects a passed phase, once: of two decisions at once the second gets 409.
 * The phase is locked before the review, in the order the account's end (end-phase.ts) takes them,
 * so a breach and a decision at once settle one after the other. Audited in the same transaction.
 */
export function decidePhaseReview(
  runtime: CommandRuntime<ProgramsDb>,
  actor: Actor,
  reviewId: string,
  { decision, notes }: PhaseReviewDecision,
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const decidedBy = actor.userId;
  return runCommand(runtime, actor, async (scope) => {
    const found = await reviewById(scope.trx, reviewId);
    if (!found) throw notFound(PHASE_REVIEW_MESSAGES.notFound);
    const phase = await lockPhase(scope.trx, { enrolmentId: found.enrolment_id, phaseIndex: found.phase_index });
    const review = await lockReview(scope.trx, reviewId);
    if (!phase || !review) throw notFound(PHASE_REVIEW_MESSAGES.notFound);
    // A phase that ended meanwhile (its next phase linked by hand) is settled without this review.
    if (review.status !== 'pending' || phase.ended_at !== null) {
      throw conflict(PHASE_REVIEW_MESSAGES.alreadyDecided);
    }
    const context = await phaseContextOf(scope.trx, phase);
    const settle = decision === 'approve' ? approveReview : rejectReview;
    await settle(scope, context, review, { decidedBy, notes: notes || null });
    await scope.audit({
      action: 'phase_review.decided',
      target: { type: 'phase_review', id: reviewId },
      before: { status: review.status },
      after: {
        status: decision === 'approve' ? 'approved' : 'rejected',
        notes: notes || null,
        program: `${context.program.name} (version ${context.program.version})`,
        phase: context.definition.name,
        mt5AccountId: phase.mt5_account_id,
      },
    });
  });
}
