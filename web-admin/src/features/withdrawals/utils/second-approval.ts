import type { WithdrawalRequest } from '@prop/contracts/withdrawal';
import { formatDateTime } from '../../../lib/format.ts';

/** The texts of the maker-checker step; the server decides which requests need it. */
export const SECOND_APPROVAL_TEXTS = {
  approve: 'Approve',
  approveSecond: 'Approve (second approval)',
  sameAdmin: 'You gave the first approval; a different admin must give the second.',
  firstApprovalTitle: 'First approval recorded',
  firstApprovalDescription: 'A different admin must give the second approval before it is paid.',
} as const;

export interface SecondApprovalView {
  /** 'Awaiting second approval — first approved by {admin id} at {time}', or null when not waiting. */
  marker: string | null;
  approveLabel: string;
  /** Why the current admin may not approve (they gave the first approval), or null when they may. */
  approveBlocked: string | null;
}

/** How a request's review shows the maker-checker step to the admin looking at it. */
export function secondApprovalView(request: WithdrawalRequest, currentAdminId: string | undefined): SecondApprovalView {
  if (!request.awaitingSecondApproval || !request.firstApprovedBy) {
    return { marker: null, approveLabel: SECOND_APPROVAL_TEXTS.approve, approveBlocked: null };
  }
  return {
    marker: `Awaiting second approval — first approved by ${request.firstApprovedBy} at ${formatDateTime(request.firstApprovedAt)}`,
    approveLabel: SECOND_APPROVAL_TEXTS.approveSecond,
    approveBlocked: request.firstApprovedBy === currentAdminId ? SECOND_APPROVAL_TEXTS.sameAdmin : null,
  };
}
