import type { WithdrawalDecision, WithdrawalStatus } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import { decisionRefusal } from './decision-rules.ts';
import type { Money } from '@prop/contracts/money';

/** What the maker-checker rule needs to know of a request under review. */
export interface ReviewedRequest {
  status: WithdrawalStatus;
  /**
   * The trader's share (profit_share_amount): the money that actually leaves the firm. The total
   * profit (`amount`) also counts the firm's own 40%, which is never paid out, so judging on it
   * would ask for a second admin on payouts well under the configured amount.
   */
  payout: Money;
  /** The admin who gave the first of two approvals, or null when none was given yet. */
  firstApprovedBy: string | null;
}

/**
 * What an admin's decision does: `decide` settles the request now (rejected, or approved by the
 * only or the second approver); `first_approval` records the first of two approvals and leaves it
 * pending; `refused` changes nothing and says why.
 */
export type DecisionStep = { kind: 'decide' } | { kind: 'first_approval' } | { kind: 'refused'; message: string };

/**
 * Maker-checker on large withdrawals. A request paying out more than `secondApprovalAbove` is
 * approved by two different admins: the first approval leaves it pending, the same admin cannot
 * give the second, another admin's approval approves it. Once a first approval exists a second is
 * always needed, whatever the threshold is now: the first admin meant to approve only with a check.
 * A rejection by any admin, the first approver included, settles the request at either stage.
 * A request is decided once: nothing but a pending one may be approved or rejected.
 */
export function decisionStep(
  request: ReviewedRequest,
  decision: WithdrawalDecision['status'],
  adminId: string,
  secondApprovalAbove: Money,
): DecisionStep {
  const alreadyDecided = decisionRefusal(request.status);
  if (alreadyDecided) return { kind: 'refused', message: alreadyDecided };
  if (decision === 'rejected') return { kind: 'decide' };
  if (request.firstApprovedBy === adminId) {
    return { kind: 'refused', message: WITHDRAWAL_MESSAGES.secondApprovalBySameAdmin };
  }
  if (request.firstApprovedBy !== null) return { kind: 'decide' };
  return request.payout > secondApprovalAbove ? { kind: 'first_approval' } : { kind: 'decide' };
}

/** Whether a request waits for a second admin's approval: pending, with a first one given. */
export function awaitsSecondApproval(request: { status: WithdrawalStatus; firstApprovedBy: string | null }): boolean {
  return request.status === 'pending' && request.firstApprovedBy !== null;
}
