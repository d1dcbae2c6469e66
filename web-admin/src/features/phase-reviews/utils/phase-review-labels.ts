import {
  type PhaseReview,
  type PhaseReviewDecision,
  type PhaseReviewStatus,
  phaseReviewDecisionSchema,
} from '@prop/contracts/program';
import type { BadgeTone } from '@prop/ui/badge';
import { fullName } from '../../../lib/format.ts';

export const STATUS_LABELS: Record<PhaseReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_TONES: Record<PhaseReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

export const DECISION_LABELS: Record<PhaseReviewDecision['decision'], string> = {
  approve: 'Approve phase',
  reject: 'Reject phase',
};

export const PHASE_REVIEW_TOASTS = {
  approvedTitle: "Phase approved: the next phase's account is being opened",
  rejectedTitle: 'Phase rejected',
  failed: 'Failed to decide the phase review',
} as const;

/** The trader's name; a deleted trader has none any more. */
export function traderName(review: PhaseReview): string {
  return review.user ? fullName(review.user) : 'Unknown trader';
}

/** 'Two-Step Challenge · version 2': the version the trader bought, whose rules they were judged by. */
export function programLine(review: PhaseReview): string {
  return `${review.program.name} · version ${review.program.version}`;
}

/** 'Ada Lovelace · Two-Step Challenge · Phase 1': names a review in the dialog and the toasts. */
export function reviewLabel(review: PhaseReview): string {
  return `${traderName(review)} · ${review.program.name} · ${review.phase.name}`;
}

/** The request body for a decision: notes trimmed, and left out when nothing is left of them. */
export function decisionBody(decision: PhaseReviewDecision['decision'], notes: string): PhaseReviewDecision {
  const trimmed = notes.trim();
  return phaseReviewDecisionSchema.parse(trimmed ? { decision, notes: trimmed } : { decision });
}
