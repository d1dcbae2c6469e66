import type { EventOf } from '@prop/contracts/events/envelope';
import type { objectiveMet } from '@prop/contracts/events/risk';
import type { CommandScope } from '@prop/service-kit/command';
import { lockPhaseOfAccount, setEnrolmentStatus } from '../db/enrolments.ts';
import { openViolationCount } from '../db/open-violations.ts';
import { phaseContextOf } from '../db/phase-context.ts';
import { insertReviewOnce } from '../db/phase-reviews.ts';
import type { ProgramsDb } from '../db/types.ts';
import { approveReview } from '../commands/settle-review.ts';

/**
 * Every target of a running evaluation phase is met: the phase is passed and its enrolment waits
 * for review, once per phase however often risk says so. A program reviewed automatically
 * approves at once, unless the phase's account has an open soft violation: an admin decides then.
 * A funded phase has no targets to pass, and an ended phase is settled already.
 */
export async function reviewPassedPhase(
  { data }: EventOf<typeof objectiveMet>,
  scope: CommandScope<ProgramsDb>,
): Promise<void> {
  if (!data.allTargetsMet) return;
  const { trx, now } = scope;
  const phase = await lockPhaseOfAccount(trx, data.accountId);
  if (!phase || phase.ended_at !== null) return;
  const context = await phaseContextOf(trx, phase);
  if (context.definition.kind !== 'evaluation') return;
  const review = await insertReviewOnce(trx, {
    enrolmentId: phase.enrolment_id,
    phaseIndex: phase.phase_index,
    passedAt: data.metAt,
    at: now,
  });
  if (!review) return;
  await setEnrolmentStatus(trx, phase.enrolment_id, 'passed_review', now);
  if (context.program.review !== 'automatic') return;
  if ((await openViolationCount(trx, phase.account_id)) > 0) return;
  await approveReview(scope, context, review, { decidedBy: null, notes: null });
}
